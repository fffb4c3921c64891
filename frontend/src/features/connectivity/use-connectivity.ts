import { useEffect, useState, useSyncExternalStore } from 'react';
import { pingApi } from './api/ping-api';

export type PingResult = 'checking' | 'online' | 'offline';

export interface Connectivity {
  /** What the browser says (`navigator.onLine` and its online/offline events). */
  browserOnline: boolean;
  /** Whether the API answered the last ping. */
  ping: PingResult;
}

/**
 * Pings the API on load, and again whenever the browser comes back online; follows the
 * browser's online and offline events in between.
 */
export function useConnectivity(): Connectivity {
  const browserOnline = useSyncExternalStore(
    followOnline,
    () => navigator.onLine,
    () => true,
  );
  const [ping, setPing] = useState<PingResult>('checking');

  useEffect(() => {
    let controller = new AbortController();

    const check = () => {
      controller.abort();
      controller = new AbortController();
      const { signal } = controller;
      setPing('checking');
      pingApi(signal).then(
        () => !signal.aborted && setPing('online'),
        () => !signal.aborted && setPing('offline'),
      );
    };
    check();
    window.addEventListener('online', check);
    return () => {
      controller.abort();
      window.removeEventListener('online', check);
    };
  }, []);

  return { browserOnline, ping };
}

/** The browser's online and offline events, as a store React can follow. */
function followOnline(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

import { useEffect, useState } from 'react';
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
  const [browserOnline, setBrowserOnline] = useState(true);
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
    const goOnline = () => {
      setBrowserOnline(true);
      check();
    };
    const goOffline = () => setBrowserOnline(false);

    setBrowserOnline(navigator.onLine);
    check();
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      controller.abort();
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, []);

  return { browserOnline, ping };
}

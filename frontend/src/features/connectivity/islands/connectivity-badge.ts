import { drawIcon, ICON_PATHS } from '@/components/ui/icon-paths';
import { islandWordsOf } from '@/lib/island-words';
import { pingApi } from '../api/ping-api';

type Mode = 'demoMode' | 'offlineMode';

const BADGE =
  'flex items-center gap-2 rounded-full border border-amber-400/30 bg-zinc-950/90 px-3.5 py-1.5 text-xs font-medium text-amber-200 shadow-lg shadow-black/40 backdrop-blur';

/**
 * The corner indicator's behaviour (connectivity-indicator.tsx), in its live region `status`:
 * 'Demo Mode' while the browser is offline, 'Offline Mode' when the API did not answer its ping,
 * nothing otherwise, in the page's words (`data-words`). It pings the API when attached, and again
 * whenever the browser comes back online; it follows the browser's online and offline events in
 * between. The region's content changes only when the mode does, so each change is announced once.
 */
export function followConnectivity(status: HTMLElement): () => void {
  let apiAnswered = true;
  let shown: Mode | null = null;
  let ping = new AbortController();
  const words = islandWordsOf(status);

  const show = () => {
    const mode = !navigator.onLine ? 'demoMode' : apiAnswered ? null : 'offlineMode';
    if (mode === shown) return;
    shown = mode;
    if (!mode) return status.replaceChildren();
    const badge = Object.assign(document.createElement('p'), { className: BADGE });
    badge.append(drawIcon(mode === 'demoMode' ? ICON_PATHS.wifiOff : ICON_PATHS.cloudOff, 'size-3.5'), words[mode]);
    status.replaceChildren(badge);
  };
  const check = () => {
    ping.abort();
    ping = new AbortController();
    const { signal } = ping;
    apiAnswered = true;
    show();
    const answered = (answer: boolean) => {
      if (signal.aborted) return;
      apiAnswered = answer;
      show();
    };
    pingApi(signal).then(
      () => answered(true),
      () => answered(false),
    );
  };

  const attached = new AbortController();
  const { signal } = attached;
  check();
  addEventListener('online', check, { signal });
  addEventListener('offline', show, { signal });
  return () => {
    attached.abort();
    ping.abort();
  };
}

import { CloudOffIcon, WifiOffIcon } from '@/components/ui/icons';
import { useConnectivity } from '../use-connectivity';

/**
 * The corner indicator: 'Demo Mode' when the browser is offline, 'Offline Mode' when
 * the API did not answer its ping, nothing otherwise. The live region stays mounted so that a
 * change is announced.
 */
export function ConnectivityIndicator() {
  const { browserOnline, ping } = useConnectivity();
  const mode = !browserOnline ? 'Demo Mode' : ping === 'offline' ? 'Offline Mode' : null;
  const Icon = browserOnline ? CloudOffIcon : WifiOffIcon;

  return (
    <div role="status" className="pointer-events-none fixed right-4 bottom-4 z-50">
      {mode && (
        <p className="flex items-center gap-2 rounded-full border border-amber-400/30 bg-zinc-950/90 px-3.5 py-1.5 text-xs font-medium text-amber-200 shadow-lg shadow-black/40 backdrop-blur">
          <Icon aria-hidden="true" className="size-3.5" />
          {mode}
        </p>
      )}
    </div>
  );
}

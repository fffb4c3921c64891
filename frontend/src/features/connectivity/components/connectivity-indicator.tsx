import { islandWords } from '@portfolio/contract';
import { useLocale } from '@/lib/locale';
import { useIsland } from '@/lib/use-island';
import { followConnectivity } from '../islands/connectivity-badge';

/**
 * The corner indicator: 'Demo Mode' when the browser is offline, 'Offline Mode' when the API did
 * not answer its ping, nothing otherwise (its island, islands/connectivity-badge.ts). The live
 * region stays in the page so that a change is announced.
 */
export function ConnectivityIndicator() {
  const status = useIsland<HTMLDivElement>(followConnectivity);
  const locale = useLocale();
  return (
    <div
      ref={status}
      data-island="connectivity"
      data-words={islandWords(locale, ['demoMode', 'offlineMode'])}
      role="status"
      className="pointer-events-none fixed right-4 bottom-4 z-50"
    />
  );
}

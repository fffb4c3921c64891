import type { ReactNode } from 'react';
import { useIsland } from '@/lib/use-island';
import { attachTooltip } from './tooltip-island';

/**
 * A short visual label for an icon-only control. The control keeps its own accessible name; the
 * tooltip shows the same words to sighted users, after a delay, and Escape hides it: its island
 * (tooltip-island.ts) shows and hides it, on the pre-rendered page as in the app.
 */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  const wrapper = useIsland(attachTooltip);
  return (
    <span ref={wrapper} data-island="tooltip" data-tooltip={label} className="relative inline-flex">
      {children}
    </span>
  );
}

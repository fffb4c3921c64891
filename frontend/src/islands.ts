import { attachTooltip } from '@/components/ui/tooltip-island';
import { followConnectivity } from '@/features/connectivity/islands/connectivity-badge';
import { countVisit } from '@/features/portfolio/islands/count-visit';
import { showCurrentYear } from '@/features/portfolio/islands/current-year';
import { attachHeroMotion } from '@/features/portfolio/islands/hero-motion';
import { attachSectionMenu } from '@/features/portfolio/islands/section-menu';
import { PAGE_DATA_ID } from '@/app/page-data';
import type { Island } from '@/lib/use-island';

/** What moves on the public page, by the name its element carries (`data-island`). */
const ISLANDS: Record<string, Island<HTMLElement>> = {
  'section-menu': attachSectionMenu,
  'hero-motion': attachHeroMotion,
  tooltip: attachTooltip,
  connectivity: followConnectivity,
  'current-year': showCurrentYear,
  'count-visit': countVisit,
};

/**
 * The pre-rendered page's script, imported by its head script once the page is painted
 * (src/head/head-script.ts): it attaches to the server's HTML each part that moves, and nothing
 * else runs; no React. The page nginx serves while the API is away is the app's (main.tsx), which
 * draws the page and attaches the same parts itself: there, this finds no page data and does
 * nothing.
 */
function attachIslands() {
  if (!document.getElementById(PAGE_DATA_ID)) return;
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    // Each in a task of its own, the browser free to handle a tap or paint between them: the
    // page's first request and the first use of each of the browser's interfaces cost it a few
    // milliseconds each, which together made one long task on a slow phone.
    setTimeout(() => ISLANDS[element.dataset.island ?? '']?.(element));
  }
}

// Imported once the page is painted, the HTML may still be read to its end.
if (document.readyState === 'loading') addEventListener('DOMContentLoaded', attachIslands, { once: true });
else attachIslands();

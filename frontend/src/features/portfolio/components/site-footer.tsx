import { useSyncExternalStore } from 'react';

/**
 * The copyright line. It shows the year the page was rendered in until the browser has taken
 * over, then the browser's own year: the two agree while hydrating, and a page rendered on
 * 31 December still says the right year the day after.
 */
export function SiteFooter({ renderedYear }: { renderedYear: number }) {
  const year = useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => renderedYear,
  );
  return (
    <footer className="border-t border-white/5">
      <p className="mx-auto max-w-6xl px-5 py-8 text-center text-sm text-zinc-400 sm:px-8">
        © {year} Portfolio. All rights reserved.
      </p>
    </footer>
  );
}

function neverChanges(): () => void {
  return () => {};
}

import { useLocale, WordParts } from '@/lib/locale';

/**
 * The copyright line, with the year the page was drawn in: the server's, which the pre-rendered
 * page's island turns to the browser's own (islands/current-year.ts), or the browser's in the app.
 */
export function SiteFooter({ renderedYear }: { renderedYear: number }) {
  const { words } = useLocale();
  return (
    <footer className="border-t border-white/5">
      <p className="mx-auto max-w-6xl px-5 py-8 text-center text-sm text-zinc-400 sm:px-8">
        <WordParts word={words.copyright} values={{ year: <span data-island="current-year">{renderedYear}</span> }} />
      </p>
    </footer>
  );
}

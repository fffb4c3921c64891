import { useLocale, WordParts } from '@/lib/locale';
import { LanguageSwitcher } from './language-switcher';

/**
 * The copyright line, with the year the page was drawn in: the server's, which the pre-rendered
 * page's island turns to the browser's own (islands/current-year.ts), or the browser's in the app.
 * Above it, on a site in several languages, the switcher: the footer has room for any number of
 * them on a phone, where the header's row holds the name, the theme and the menu already.
 */
export function SiteFooter({ renderedYear, languages }: { renderedYear: number; languages: readonly string[] }) {
  const { words } = useLocale();
  return (
    <footer className="border-t border-white/5">
      <LanguageSwitcher languages={languages} />
      <p className="mx-auto max-w-6xl px-5 py-8 text-center text-sm text-zinc-400 sm:px-8">
        <WordParts word={words.copyright} values={{ year: <span data-island="current-year">{renderedYear}</span> }} />
      </p>
    </footer>
  );
}

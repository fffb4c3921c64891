import { languageName } from '@portfolio/contract';
import { useLocale, usePageLanguage } from '@/lib/locale';

/**
 * The site's languages, in the owner's order, on a page of a site in several: each other one a
 * plain link to this page there (or to its home, where this page is not written in it), named as
 * the language names itself; the page's own as text. No script: it works as the pages do.
 */
export function LanguageSwitcher({ languages }: { languages: readonly string[] }) {
  const page = usePageLanguage();
  const { words } = useLocale();
  if (!page) return null;
  return (
    <nav aria-label={words.languages} className="mx-auto max-w-6xl px-5 pt-6 sm:px-8">
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm">
        {languages.map((tag) => {
          const link = page.switcher.find(({ hreflang }) => hreflang === tag);
          if (!link && tag !== page.tag) return null;
          return (
            <li key={tag}>
              {link ? (
                <a
                  href={link.path}
                  hrefLang={tag}
                  lang={tag}
                  rel="alternate"
                  className="rounded-md text-zinc-300 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-300"
                >
                  {languageName(tag)}
                </a>
              ) : (
                <span aria-current="true" className="font-medium text-white">
                  {languageName(tag)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { ENGLISH_LOCALE, type PageLanguage, type SiteLocale } from '@portfolio/contract';
import type { LanguageSettings } from '@portfolio/contract/languages';
import { createContext, Fragment, useContext, useEffect, useState, type ReactNode } from 'react';

/** The locale the public pages are rendered in: English unless the renderer says otherwise. */
export const LocaleContext = createContext<SiteLocale>(ENGLISH_LOCALE);

/** The locale of the page being rendered: its language's tag, direction and fixed words. */
export const useLocale = (): SiteLocale => useContext(LocaleContext);

/**
 * The page's language on a site in several: where its language's pages are, and the same page in
 * the others. None on a site in one language, or in the app, whose links are the primary's.
 */
export const PageLanguageContext = createContext<PageLanguage | undefined>(undefined);

export const usePageLanguage = (): PageLanguage | undefined => useContext(PageLanguageContext);

/** A site path (`/`, `/blog/{slug}`) as the page's language has it: `/fr/`, `/fr/blog/{slug}`. */
export function useSitePath(): (path: string) => string {
  const prefix = usePageLanguage()?.prefix ?? '';
  return (path) => `${prefix}${path}`;
}

/**
 * The locale of a site drawn in the browser (the app's public page): English at once, and the
 * site's primary language once its catalogs are loaded, which an English site never loads.
 */
export function useSiteLocale({ languages, words }: LanguageSettings): SiteLocale {
  const [loaded, setLoaded] = useState<SiteLocale>();
  const english = languages.length === 0 && words.length === 0;
  useEffect(() => {
    if (english) return;
    let current = true;
    void import('@portfolio/contract/languages').then(({ siteLocale }) => {
      if (current) setLoaded(siteLocale({ languages, words }));
    });
    return () => {
      current = false;
    };
  }, [english, languages, words]);
  return english ? ENGLISH_LOCALE : (loaded ?? ENGLISH_LOCALE);
}

/**
 * A word with its marks (`{year}`) replaced by what is given for them, an element as well as text,
 * as the children of an element: each part a child of its own, as JSX writes text around values.
 */
export function WordParts({ word, values }: { word: string; values: Readonly<Record<string, ReactNode>> }) {
  return word
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return <Fragment key={index}>{name !== undefined && Object.hasOwn(values, name) ? values[name] : part}</Fragment>;
    });
}

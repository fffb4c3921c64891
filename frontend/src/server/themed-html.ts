import { escapeMarkup, type SiteLocale, type SiteTheme } from '@portfolio/contract';

/** The opening tag of a built page (`index.html`, `post.html`), which the server gives the site's theme. */
export const HTML = '<html lang="en">';

/**
 * The page's `<html>` in its language (and, where it is written right to left, its direction) with the site's default theme, which the head script applies unless the
 * visitor chose one (`data-site-theme`), and the theme in use when it does not depend on the
 * device (`data-theme`), so that a page read without JavaScript has it too; for 'system' the
 * stylesheet follows the device's setting instead.
 */
export const themedHtml = (theme: SiteTheme, { tag, dir }: Pick<SiteLocale, 'tag' | 'dir'>): string =>
  `<html lang="${escapeMarkup(tag)}"${dir === 'rtl' ? ' dir="rtl"' : ''} data-site-theme="${theme}"${theme === 'system' ? '' : ` data-theme="${theme}"`}>`;

import { isRecord } from '../../document/check.js';
import type { PostEntry } from './markdown-site.js';

/** What the generators' settings say of the posts' addresses: Jekyll's permalink, Hugo's by section. */
export interface Permalinks {
  jekyll?: string;
  hugo?: Record<string, string>;
}

/** What a post's old address is made of. */
export interface AddressParts {
  entry: PostEntry;
  /** Its own name for its address (front matter `slug`), or empty. */
  slug: string;
  /** Its name without Jekyll's date (`hello` of `2019-05-01-hello.md`). */
  name: string;
  title: string;
  categories: string[];
  /** The day it was published, as its file writes it. */
  day?: [string, string, string];
  /** Front matter `permalink` (Jekyll, Eleventy) or `url` (Hugo). */
  written: unknown;
}

const JEKYLL_STYLES: Record<string, string> = {
  date: '/:categories/:year/:month/:day/:title:output_ext',
  pretty: '/:categories/:year/:month/:day/:title/',
  ordinal: '/:categories/:year/:y_day/:title:output_ext',
  none: '/:categories/:title:output_ext',
};

/**
 * The path the post had on the old site, which is to send visitors on to its new page:
 *
 * - the path its front matter gives (`permalink` or `url`), Jekyll's and Hugo's placeholders
 *   filled in, unless it is itself a template (`{{ page.fileSlug }}`);
 * - else, for Jekyll, the settings' permalink (`_config.yml`), else Jekyll's default,
 *   `/{categories, lower case, joined by /}/{YYYY}/{MM}/{DD}/{name}.html`, with the day as the file
 *   writes it (Jekyll's own time zone is the one it was written in);
 * - for Hugo, the settings' permalink for its section, else Hugo's default,
 *   `/{section}/{slug or file name}/`, in lower case as Hugo writes paths;
 * - for Astro and Eleventy, their starters' `/{section}/{slug or file name}/`;
 * - else none: a folder of Markdown from nowhere in particular had no addresses, and a draft was
 *   never at one. A path whose placeholders are not all known is not guessed at.
 */
export function oldPathOf(parts: AddressParts, permalinks: Permalinks): string | undefined {
  const { entry, written } = parts;
  if (typeof written === 'string' && written.trim() && !/\{\{|\{%/.test(written)) {
    // A whole address (`https://old.example/about/`) moves by its path.
    return filled(URL.canParse(written.trim()) ? new URL(written.trim()).pathname : written.trim(), parts);
  }
  switch (entry.generator) {
    case 'jekyll': {
      const permalink = permalinks.jekyll ?? 'date';
      return parts.day ? filled(JEKYLL_STYLES[permalink] ?? permalink, parts) : undefined;
    }
    case 'hugo': {
      const permalink = permalinks.hugo?.[entry.section] ?? '/:section/:slugorfilename/';
      return filled(permalink, parts)?.toLowerCase();
    }
    case 'astro':
    case 'eleventy':
      return filled('/:section/:slugorfilename/', parts);
    default:
      return undefined;
  }
}

/** Jekyll's permalink from `_config.yml`'s fields (its posts' own first). */
export function jekyllPermalink(settings: Record<string, unknown>): string | undefined {
  const collections = settings.collections;
  const posts = isRecord(collections) && isRecord(collections.posts) ? collections.posts.permalink : undefined;
  const permalink = posts ?? settings.permalink;
  return typeof permalink === 'string' ? permalink : undefined;
}

/** Hugo's permalinks by section, from its settings' fields (`[permalinks]` or `[permalinks.page]`). */
export function hugoPermalinks(settings: Record<string, unknown>): Record<string, string> {
  const permalinks = isRecord(settings.permalinks) ? settings.permalinks : {};
  const byKind = isRecord(permalinks.page) ? permalinks.page : permalinks;
  return Object.fromEntries(
    Object.entries(byKind).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
  );
}

function filled(pattern: string, parts: AddressParts): string | undefined {
  const values = placeholders(parts);
  let unknown = false;
  const path = pattern.replace(/:([a-z_]+)/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) unknown = true;
    return value ?? placeholder;
  });
  return unknown ? undefined : `/${path}`.replace(/\/{2,}/g, '/');
}

function placeholders({ entry, slug, name, title, categories, day }: AddressParts): Record<string, string | undefined> {
  const [year, month, dayOfMonth] = day ?? [];
  const date = day && new Date(Date.UTC(Number(year), Number(month) - 1, Number(dayOfMonth)));
  const yearDay = date && Math.floor((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
  const urlized = urlize(title);
  return {
    year,
    month,
    day: dayOfMonth,
    i_month: month && String(Number(month)),
    i_day: dayOfMonth && String(Number(dayOfMonth)),
    short_year: year?.slice(2),
    y_day: yearDay === undefined ? undefined : String(yearDay).padStart(3, '0'),
    categories: [...new Set(categories.map((category) => category.toLowerCase()))].join('/'),
    // Jekyll's :title is the file's name (or front matter slug) as written; its :slug in lower case.
    title: entry.generator === 'jekyll' ? pretty(slug || name) : urlized,
    slug: entry.generator === 'jekyll' ? pretty(slug || name).toLowerCase() : slug || urlized,
    name,
    output_ext: '.html',
    section: entry.section,
    filename: name,
    contentbasename: name,
    slugorfilename: slug || name,
    slugorcontentbasename: slug || name,
  };
}

/** A name as Jekyll writes it in a path: runs of characters an address does not keep become a hyphen. */
const pretty = (name: string) => name.replace(/[^\p{L}\p{N}._~!$&'()+,;=@-]+/gu, '-').replace(/^-+|-+$/g, '');

/** A title as Hugo writes it in a path: lower case, words joined by hyphens. */
const urlize = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_.~-]+/gu, '')
    .trim()
    .replace(/\s+/g, '-');

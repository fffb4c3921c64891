import { readFrontMatter } from '../front-matter.js';
import type { ImportedPost, ImportedStatus, ImportWarning } from '../imported-post.js';
import { postDate, type PostDate } from './markdown-dates.js';
import { archiveImages } from './markdown-images.js';
import { oldPathOf, type Permalinks } from './markdown-old-path.js';
import type { MarkdownSite, PostEntry } from './markdown-site.js';
import { removeTemplates, type Templates, type WithoutTemplates } from './markdown-templates.js';

/** What a post's file gives: the post, what the owner should know of it, and the archive's images it names. */
export interface ReadPost {
  post: ImportedPost;
  warnings: ImportWarning[];
  images: string[];
}

/** What every post of an archive is read with. */
export interface PostContext {
  /** The archive's name, as the owner sent it. */
  fileName: string;
  site: MarkdownSite;
  permalinks: Permalinks;
  /** Jekyll's settings that are text, which its posts' `{{ site.name }}` give. */
  jekyllSite: Record<string, string>;
  now: Date;
}

const TEMPLATES: Record<PostEntry['generator'], Templates> = {
  jekyll: 'liquid',
  eleventy: 'liquid',
  hugo: 'hugo',
  astro: 'none',
  any: 'none',
  'this site': 'none',
};

// Jekyll's posts, and Eleventy's by custom, start their name with the day they were published.
const DATED_NAME = /^(\d{4}-\d{1,2}-\d{1,2})-(.+)$/;

/** A post of another generator's folder (`entry`, whose text is `text`) as the import reads it. */
export function markdownPost(entry: PostEntry, text: string, context: PostContext): ReadPost {
  const source = entry.path;
  const warnings: ImportWarning[] = [];
  const warn = (message: string) => warnings.push({ source, message });
  const { data, body } = readFrontMatter(text, `${context.fileName}, ${entry.path}`);
  const dated = entry.generator === 'hugo' ? null : DATED_NAME.exec(entry.name);
  const name = dated ? dated[2]! : entry.name;
  const written = ['date', 'pubDate', 'publishDate']
    .map((field) => data[field])
    .find((value) => value != null && value !== '');
  const date = written === undefined ? undefined : postDate(written);
  if (written !== undefined && !date) warn(`Its date, "${String(written)}", is not one the import reads; it has none.`);
  const day: PostDate | undefined = date ?? (dated ? postDate(dated[1]) : undefined);
  const draft = entry.draft || isTrue(data.draft) || data.published === false || data.published === 'false';
  const moment = day?.moment ?? '';
  const status: ImportedStatus = draft ? 'draft' : moment > context.now.toISOString() ? 'scheduled' : 'published';
  const categories = [...words(data.categories), ...words(data.category)];
  const withoutTemplates = removeTemplates(body, TEMPLATES[entry.generator], context.jekyllSite);
  const templateWarning = templatesMessage(withoutTemplates);
  if (templateWarning) warn(templateWarning);
  let markdown = withoutTemplates.markdown;
  let title = textOf(data.title);
  if (!title) {
    const heading = /^(?:[ \t]*\r?\n)*[ ]{0,3}#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*(?:\r?\n|$)/.exec(markdown);
    title = heading ? heading[1]! : titleOf(name);
    if (heading) markdown = markdown.slice(heading[0].length);
  }
  const images = archiveImages(markdown, (address) => context.site.find(address, entry.path));
  warnings.push(...imageWarnings(source, images));
  const slug = textOf(data.slug);
  const oldPath = draft
    ? undefined
    : oldPathOf(
        {
          entry,
          slug,
          name,
          title,
          categories: [...entry.folders, ...categories],
          day: day?.day,
          written: data.permalink ?? data.url,
        },
        context.permalinks,
      );
  const post: ImportedPost = {
    source,
    title,
    slug: slug || name,
    status,
    date: moment,
    tags: [...new Set([...words(data.tags), ...words(data.tag), ...categories])],
    excerpt: ['description', 'summary', 'excerpt'].map((field) => textOf(data[field])).find(Boolean) ?? '',
    markdown: images.markdown.replace(/^\s*\n/, '').trimEnd(),
    ...(oldPath && { oldPath }),
  };
  return { post, warnings, images: images.used };
}

/** The warnings of a body's images: those the archive lacks, and those the site takes no upload of. */
export function imageWarnings(
  source: string,
  { missing, otherKinds }: { missing: string[]; otherKinds: string[] },
): ImportWarning[] {
  const listed = (addresses: string[]) =>
    addresses.slice(0, 5).join(', ') + (addresses.length > 5 ? ` and ${addresses.length - 5} more` : '');
  return [
    ...(missing.length > 0
      ? [
          {
            source,
            message: `${count(missing.length, 'image')} not in the archive, left as written: ${listed(missing)}.`,
          },
        ]
      : []),
    ...(otherKinds.length > 0
      ? [
          {
            source,
            message: `${count(otherKinds.length, 'image')} of a kind the site does not upload (JPEG, PNG, WebP, AVIF and GIF only), left as written: ${listed(otherKinds)}.`,
          },
        ]
      : []),
  ];
}

function templatesMessage({ liquidTags, shortcodes, liquidExpressions }: WithoutTemplates): string | undefined {
  const removed = [
    liquidTags > 0 && `${count(liquidTags, 'Liquid tag')} ({% … %})`,
    shortcodes > 0 && `${count(shortcodes, 'shortcode')} ({{< … >}})`,
  ].filter(Boolean);
  const sentences = [
    removed.length > 0 && `${removed.join(' and ')} removed: Markdown has no templates.`,
    liquidExpressions > 0 &&
      `${count(liquidExpressions, 'Liquid expression')} ({{ … }}) left as written, to be replaced by hand.`,
  ].filter(Boolean);
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}

const count = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`;

const isTrue = (value: unknown) => value === true || value === 'true';

/** A field's text: a number or a flag as written, anything else (a list, a map) none. */
const textOf = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/** A list of words: a list's items, or a text's, separated by commas when it has any, else by spaces. */
function words(value: unknown): string[] {
  const items = Array.isArray(value)
    ? value.map(textOf)
    : textOf(value).split(textOf(value).includes(',') ? ',' : /\s+/);
  return items.map((item) => item.trim()).filter(Boolean);
}

/** A title made of a file's name, as Jekyll makes one: `hello-world` is "Hello World". */
const titleOf = (name: string) =>
  name
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

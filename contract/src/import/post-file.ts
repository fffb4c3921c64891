import { stringify } from 'yaml';
import { readFrontMatter } from './front-matter.js';

/**
 * A post's fields in the order its file lists them: those Hugo, Jekyll, Astro and Eleventy read
 * first (title, date, excerpt, slug, tags), then the rest of the site's, as the editor shows them.
 * A field not listed follows, by name, so that nothing given is left out.
 */
const ORDER = [
  'title',
  'date',
  'readTime',
  'excerpt',
  'slug',
  'status',
  'publishAt',
  'tags',
  'formerSlugs',
  'hidden',
  'pinned',
  'formerPaths',
  'translations',
];

/** Written beside the status for the generators that read it, and never read back: the status says it. */
const DRAFT = 'draft';

/**
 * A post as a Markdown file of this site's export: every field in YAML front matter (translations'
 * bodies as their Markdown), its own body below, after a blank line. Its `body` field is not
 * written: the body is the file's text. `readPostFile` gives back exactly the fields and Markdown
 * given.
 */
export function postFile(fields: Record<string, unknown>, markdown: string): string {
  const known = ORDER.filter((name) => name in fields);
  const others = Object.keys(fields)
    .filter((name) => !ORDER.includes(name) && name !== 'body' && name !== DRAFT)
    .sort();
  const written: Record<string, unknown> = {};
  for (const name of [...known, ...others]) {
    if (fields[name] === undefined) continue;
    written[name] = fields[name];
    if (name === 'status' && fields[name] === 'draft') written[DRAFT] = true;
  }
  const yaml = stringify(written, {
    schema: 'core',
    // Long lines stay whole (a folded line would read back the same, but not diff as written), and
    // an object met twice is written twice rather than as an alias.
    lineWidth: 0,
    aliasDuplicateObjects: false,
  });
  return `---\n${yaml}---\n\n${markdown}`;
}

/** A post file's fields and Markdown, as `postFile` was given them. */
export function readPostFile(text: string, source: string): { fields: Record<string, unknown>; markdown: string } {
  const { data, body } = readFrontMatter(text, source);
  const { [DRAFT]: _draft, ...fields } = data;
  return { fields, markdown: body.replace(/^\r?\n/, '') };
}

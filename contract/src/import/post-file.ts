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
export const DRAFT = 'draft';

/**
 * A post as a Markdown file of this site's export: every field in YAML front matter (translations'
 * bodies as their Markdown), its own body below, after a blank line. Its `body` field is not
 * written: the body is the file's text. `readPostFile` gives back exactly the fields and Markdown
 * given. The YAML is written here, not by a YAML library: the export runs in the API, where a
 * library's code would stay in memory for good after the first export.
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
  return `---\n${mapping(written, '').join('\n')}\n---\n\n${markdown}`;
}

/** A mapping's lines at `indent`: a scalar beside its key, a list or a mapping below it. */
function mapping(object: Record<string, unknown>, indent: string): string[] {
  return Object.entries(object).flatMap(([key, value]) => {
    const name = `${indent}${/^[A-Za-z_][\w-]*$/.test(key) ? key : quoted(key)}:`;
    if (Array.isArray(value)) {
      return value.length === 0 ? [`${name} []`] : [name, ...value.flatMap((item) => listItem(item, `${indent}  `))];
    }
    if (isObject(value)) {
      const lines = mapping(value, `${indent}  `);
      return lines.length === 0 ? [`${name} {}`] : [name, ...lines];
    }
    return value === undefined ? [] : [`${name} ${scalar(value)}`];
  });
}

/** A list's item at `indent`: a mapping's first line follows its dash, the rest line up with it. */
function listItem(item: unknown, indent: string): string[] {
  if (isObject(item)) {
    const [first, ...rest] = mapping(item, `${indent}  `);
    return first === undefined ? [`${indent}- {}`] : [`${indent}- ${first.trimStart()}`, ...rest];
  }
  // A list in a list, which no field of a post is: JSON's form, which YAML reads.
  return [`${indent}- ${Array.isArray(item) ? JSON.stringify(item) : scalar(item)}`];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Text written plain reads back as the same text in YAML 1.2 and 1.1 alike: it starts with a
// letter or a slash (not a number, a date or an indicator), holds no colon, hash or line end, and
// ends with no space. A date is written plain too, so that other generators read it as one.
const PLAIN = /^[\p{L}/][\p{L}\p{M}\p{N} _.,'’()/&!?+=%-]*$/u;
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;
// Words YAML 1.2 or 1.1 reads as a boolean or as nothing.
const NOT_TEXT = /^(?:true|false|null|yes|no|on|off|y|n)$/i;

function scalar(value: unknown): string {
  if (typeof value === 'string') {
    const plain = (PLAIN.test(value) && !value.endsWith(' ') && !NOT_TEXT.test(value)) || PLAIN_DATE.test(value);
    return plain ? value : quoted(value);
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return 'null';
}

/**
 * Text in double quotes: JSON's escapes are YAML's, and YAML also escapes the characters it does
 * not print (DEL, C1 controls, the byte order mark) and the line and paragraph separators.
 */
const quoted = (text: string) =>
  JSON.stringify(text).replace(
    /[\u007f-\u009f\u2028\u2029\ufeff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

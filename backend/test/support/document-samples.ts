import {
  DEFAULT_PORTFOLIO,
  emptyValue,
  limitOf,
  MEDIA_PATH,
  parseMediaUrl,
  PORTFOLIO,
  type Blog,
  type Portfolio,
} from '@portfolio/contract';
import { LARGEST_POST_BODY_ID, largestDocument, LONGEST_MEDIA } from '@portfolio/contract/testing';

/** A public post without a page (no body, no address) unless `fields` give one. */
export const samplePost = (fields: Partial<Blog>): Blog => ({
  ...(emptyValue(PORTFOLIO.fields.blogs.item) as Blog),
  title: 'Untitled',
  readTime: '5 min read',
  date: '2030-05-01',
  excerpt: 'An excerpt.',
  ...fields,
});

/**
 * The largest document the API accepts: every list full, every field at its bound, and its
 * uploads at the longest addresses and its posts' body, which the API takes once
 * `storeLargestReferences` has stored them.
 */
export const largestValidDocument = (): Portfolio => largestDocument(PORTFOLIO);

const LONGEST_ID = parseMediaUrl(LONGEST_MEDIA.image)!.id;

/**
 * Stores files under the longest addresses' names, and a post body under the largest document's
 * id, so that a document referring to them is saved.
 */
export async function storeLargestReferences(database: {
  query: (sql: string, parameters?: unknown[]) => Promise<unknown>;
}) {
  await database.query(
    `INSERT INTO media (id, kind, type, bytes) VALUES ($1, 'image', 'image/png', 1) ON CONFLICT DO NOTHING`,
    [LONGEST_ID],
  );
  for (const url of Object.values(LONGEST_MEDIA)) {
    await database.query(
      `INSERT INTO media_file (name, media_id, type, body) VALUES ($1, $2, 'image/webp', '') ON CONFLICT DO NOTHING`,
      [url.slice(MEDIA_PATH.length), LONGEST_ID],
    );
  }
  await database.query(`INSERT INTO post_body (id, markdown) VALUES ($1, '# Post') ON CONFLICT DO NOTHING`, [
    LARGEST_POST_BODY_ID,
  ]);
}

export interface MalformedDocument {
  name: string;
  document: unknown;
  /** The one path the API must name in its 400. */
  path: string;
}

type Json = Record<string, unknown>;

/** A copy of the default document with one change at `path` (`projects.0.live`); `undefined` removes it. */
export function withValue(path: string, value: unknown): unknown {
  const document = structuredClone(DEFAULT_PORTFOLIO) as unknown as Json;
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<Json>((node, key) => node[key] as Json, document);
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return document;
}

const PARTS = ['personalInfo', 'skills', 'projects', 'blogs'];
const TEXT_FIELDS: Record<string, number> = {
  'personalInfo.name': limitOf('personalInfo.name'),
  'personalInfo.title': limitOf('personalInfo.title'),
  'personalInfo.description': limitOf('personalInfo.description'),
  'skills.0.name': limitOf('skills.name'),
  'projects.0.title': limitOf('projects.title'),
  'projects.0.description': limitOf('projects.description'),
  'blogs.0.title': limitOf('blogs.title'),
  'blogs.0.excerpt': limitOf('blogs.excerpt'),
  'blogs.0.readTime': limitOf('blogs.readTime'),
};
const URL_FIELDS: Record<string, number> = {
  'personalInfo.github': limitOf('personalInfo.github'),
  'personalInfo.linkedin': limitOf('personalInfo.github'),
  'projects.0.github': limitOf('projects.github'),
  'projects.0.live': limitOf('projects.github'),
};
const LEAVES = [...Object.keys(TEXT_FIELDS), ...Object.keys(URL_FIELDS), 'personalInfo.email', 'blogs.0.date'];
const LISTS: Record<string, [number, () => unknown]> = {
  skills: [limitOf('skills'), () => ({ name: 'Skill' })],
  projects: [limitOf('projects'), () => structuredClone(DEFAULT_PORTFOLIO.projects[0])],
  blogs: [limitOf('blogs'), () => structuredClone(DEFAULT_PORTFOLIO.blogs[0])],
  'projects.0.tech': [limitOf('projects.tech'), () => 'Go'],
};
const HOSTILE_LINKS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  'ftp://example.com/file',
  'https://',
  'https://exa mple.com',
  ' https://example.com',
];
const CONTROL_CHARACTERS = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff'];

/** Documents the API must refuse, each with the path of its one defect. */
export function malformedDocuments(): MalformedDocument[] {
  const cases: MalformedDocument[] = [];
  const add = (name: string, path: string, value: unknown, errorPath = path) =>
    cases.push({ name: `${path}: ${name}`, document: withValue(path, value), path: errorPath });

  for (const path of [...PARTS, ...LEAVES, 'projects.0.tech']) add('missing', path, undefined);
  for (const path of [...LEAVES, 'projects.0.tech']) {
    add('null', path, null);
    add('a number', path, 42);
    add('a boolean', path, true);
  }
  add('an array', 'personalInfo', []);
  add('a string', 'personalInfo', 'Alex');
  for (const part of ['skills', 'projects', 'blogs']) add('an object', part, {});
  add('a string item', 'skills.0', 'Python');
  add('a null item', 'blogs.1', null);
  // Where an object is expected, a list or any other value is refused by its own path.
  for (const path of ['skills.0', 'projects.1', 'blogs.2']) {
    add('a list item', path, []);
    add('a list of objects as an item', path, [{ name: 'Python' }]);
    add('a number item', path, 7);
  }
  add('a lone surrogate', 'personalInfo.email', 'a\ud800b@example.com');
  add('a control character', 'personalInfo.email', 'a\u0000b@example.com');
  add('a number in the list', 'projects.0.tech', ['Go', 42], 'projects.0.tech');
  add('an empty item', 'projects.0.tech', ['Go', ' '], 'projects.0.tech');

  add('an unknown field', 'owner', 'Mallory');
  add('an unknown field', 'personalInfo.phone', '555');
  add('an unknown field', 'skills.0.level', 5);
  add('an unknown field', 'projects.0.stars', 5);
  add('an unknown field', 'blogs.0.author', 'Alex');
  // Keys that turning the body into classes would drop, or take for known ones.
  add('an unknown field', 'constructor', { name: 'x' });
  add('an unknown field', 'projects.0.constructor', 1);
  add('an unknown field', 'blogs.1.hasOwnProperty', false);
  add('an unknown field', 'personalInfo.prototype', '');

  for (const path of Object.keys(URL_FIELDS)) {
    for (const link of HOSTILE_LINKS) add(`link ${JSON.stringify(link)}`, path, link);
  }
  for (const email of ['not-an-email', 'alex@', '@example.com', 'a@b@example.com', '']) {
    add(`email ${JSON.stringify(email)}`, 'personalInfo.email', email);
  }
  for (const date of [
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-1-1',
    '24-01-01',
    '2024-01-01T00:00:00Z',
    '',
  ]) {
    add(`date ${JSON.stringify(date)}`, 'blogs.0.date', date);
  }
  for (const path of ['personalInfo.name', 'skills.0.name', 'projects.0.title', 'blogs.0.title'])
    add('blank', path, '  ');
  for (const [index, character] of CONTROL_CHARACTERS.entries()) {
    const path = Object.keys(TEXT_FIELDS)[index % Object.keys(TEXT_FIELDS).length]!;
    add(`control character U+${character.charCodeAt(0).toString(16).padStart(4, '0')}`, path, `a${character}b`);
  }
  add('a control character in an item', 'projects.0.tech', ['Go\u0000'], 'projects.0.tech');

  for (const [path, limit] of Object.entries(TEXT_FIELDS)) add(`${limit + 1} characters`, path, 'x'.repeat(limit + 1));
  for (const [path, limit] of Object.entries(URL_FIELDS)) {
    add(`${limit + 1} characters`, path, `https://example.com/${'a'.repeat(limit + 1 - 20)}`);
  }
  add(
    '255 characters',
    'personalInfo.email',
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`,
  );
  add(`an item of ${limitOf('projects.tech.0') + 1} characters`, 'projects.0.tech', [
    'x'.repeat(limitOf('projects.tech.0') + 1),
  ]);
  for (const [path, [limit, item]] of Object.entries(LISTS)) {
    add(`${limit + 1} items`, path, Array.from({ length: limit + 1 }, item));
  }
  return cases;
}

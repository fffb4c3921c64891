import { PORTFOLIO, valueProblem, type Field, type PortfolioInput, type ValueField } from '@portfolio/contract';
import fc from 'fast-check';
import { BAD_DATES, BAD_EMAILS, BAD_MEDIA, BAD_POST_FIELDS, BAD_URLS, ODD_KEYS, ODD_TEXT } from './odd-values';

/**
 * Random portfolio documents for property tests: valid ones read off the document's description,
 * and careless or hostile mutations of them at every path and depth.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const MOMENTS = fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true });
const DATES = MOMENTS.map((date) => date.toISOString().slice(0, 10));
const INSTANTS = fc.oneof(
  fc.constant(''),
  MOMENTS.map((moment) => `${moment.toISOString().slice(0, 19)}Z`),
);
const SLUG_WORD = fc.stringMatching(/^[a-z0-9]{1,8}$/);
const LANGUAGES = fc.constantFrom('en', 'fr', 'pt-BR', 'ar', 'zh-Hant-TW', 'es-419', 'he');

function validValue(field: Field): fc.Arbitrary<unknown> {
  switch (field.kind) {
    case 'object': {
      const fields = Object.entries(field.fields);
      // An optional field may be missing from a valid document (it reads as empty).
      return fc.record(Object.fromEntries(fields.map(([key, child]) => [key, validValue(child)])), {
        requiredKeys: fields.filter(([, child]) => !child.optional).map(([key]) => key),
      });
    }
    case 'list':
      return fc.array(validValue(field.item), { maxLength: Math.min(field.max, 4) });
    case 'date':
      return DATES;
    case 'instant':
      return INSTANTS;
    case 'slug':
      return fc
        .array(SLUG_WORD, { minLength: field.blank ? 0 : 1, maxLength: 4 })
        .map((words) => words.join('-').slice(0, field.max).replace(/-$/, ''))
        .filter((slug) => valueProblem(field, slug) === undefined);
    case 'choice':
      return fc.constantFrom(...field.options.map(({ value }) => value));
    case 'flag':
      return fc.boolean();
    case 'language':
      return LANGUAGES;
    case 'formerPath':
      return fc
        .array(fc.constantFrom('2019', '05', 'a-post', 'notes', 'index.html'), { minLength: 1, maxLength: 4 })
        .map((parts) => `/${parts.join('/')}/`.slice(0, field.max));
    // A saved document may refer only to files and bodies stored here; the tests' database has none.
    case 'media':
    case 'postBody':
      return fc.constant('');
    default:
      return validText(field);
  }
}

function validText(field: Extract<ValueField, { kind: 'text' | 'url' | 'email' }>): fc.Arbitrary<string> {
  const candidates = {
    text: fc.string({ unit: 'grapheme', maxLength: Math.min(field.max, 40) }),
    url: fc.oneof(fc.constant(''), fc.webUrl({ withQueryParameters: true, withFragments: true })),
    email: fc.oneof(fc.constant('owner@example.com'), fc.emailAddress()),
  }[field.kind];
  // Whatever the generator makes that the field refuses (a sign the rule is stricter than RFCs) is
  // left to the mutations below; the document's own rule says what a valid value is.
  return candidates.filter((value) => valueProblem(field, value) === undefined);
}

/**
 * Valid documents: each field valid on its own, and held to the rules across fields too (a
 * scheduled post without a moment is given one, a post at a taken address loses it, a language
 * or a word given twice is given once).
 */
export const validPortfolio = (validValue(PORTFOLIO) as fc.Arbitrary<PortfolioInput>).map((generated) => {
  const document = structuredClone(generated);
  const taken = new Set<string>();
  for (const post of document.blogs) {
    if (post.status === 'scheduled' && !post.publishAt) post.publishAt = '2030-01-01T00:00:00Z';
    if (post.slug && taken.has(post.slug)) post.slug = '';
    if (post.slug) taken.add(post.slug);
  }
  // A language is listed once, and a word worded once per language.
  if (document.languages) document.languages = [...new Set(document.languages)];
  const worded = new Set<string>();
  document.words = document.words?.filter(({ language, word }) => {
    const first = !worded.has(`${language} ${word}`);
    worded.add(`${language} ${word}`);
    return first;
  });
  return document;
});

const scalar: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Any JSON value, odd ones favoured: a few levels deep, with odd keys. */
const anyJson: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.constantFrom<Json>([], {}, [[]], [{}], '', 0),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...ODD_KEYS), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 3 }),
  ),
})).value;

const oddString = fc.oneof(
  fc.constantFrom(...ODD_TEXT, ...BAD_URLS, ...BAD_EMAILS, ...BAD_DATES, ...BAD_MEDIA, ...BAD_POST_FIELDS),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc
    .constantFrom(101, 2049, 20_000, 120_000)
    .chain((length) =>
      fc.constantFrom('x', 'é', '🚀', '\u0000').map((character) => character.repeat(length).slice(0, length)),
    ),
);

export type Mutation =
  | { kind: 'replace'; value: Json }
  | { kind: 'delete' }
  | { kind: 'add key'; key: string; value: Json }
  | { kind: 'grow'; count: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), value: fc.oneof(anyJson, oddString) }),
  fc.record({ kind: fc.constant('delete' as const) }),
  fc.record({
    kind: fc.constant('add key' as const),
    key: fc.oneof(fc.constantFrom(...ODD_KEYS), fc.string({ maxLength: 10 })),
    value: anyJson,
  }),
  fc.record({ kind: fc.constant('grow' as const), count: fc.constantFrom(1, 31, 101, 2_000) }),
);

/**
 * The paths in a JSON value, the value itself first. Of a long list only the first items and the
 * last are named: a mutation anywhere else in it would find nothing new.
 */
function pathsOf(root: unknown): Path[] {
  const paths: Path[] = [];
  const pending: Path[] = [[]];
  while (pending.length > 0) {
    const path = pending.pop()!;
    paths.push(path);
    const value = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
    if (typeof value !== 'object' || value === null) continue;
    const keys = Array.isArray(value)
      ? [...value.keys()].filter((index) => index < 3 || index === value.length - 1)
      : Object.keys(value);
    for (const key of keys.reverse()) pending.push([...path, key]);
  }
  return paths;
}

// Own properties only, so a `__proto__` key is a key (as JSON.parse makes it), not the prototype.
function setOwn(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function apply(document: unknown, path: Path, given: Mutation): unknown {
  // A copy of the new value each time: one value put in twice, or into itself, would not be JSON.
  const change = 'value' in given ? { ...given, value: structuredClone(given.value) } : given;
  const at = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document) as
    Record<string, unknown> | unknown[];
  const key = path.at(-1);
  switch (change.kind) {
    case 'replace':
      if (key === undefined) return change.value;
      setOwn(parent, key, change.value);
      return document;
    case 'delete':
      if (key === undefined) return document;
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
      return document;
    case 'add key':
      if (Array.isArray(at)) at.push(change.value);
      else if (typeof at === 'object' && at !== null) setOwn(at, change.key, change.value);
      return document;
    case 'grow':
      // Past the body limit is as far as a list or a string needs to grow.
      if (Array.isArray(at) && at.length > 0) {
        const count = Math.min(change.count, Math.ceil(600_000 / JSON.stringify(at[0]).length));
        at.push(...Array.from({ length: count }, () => structuredClone(at[0])));
      } else if (typeof at === 'string') {
        const times = Math.min(change.count + 1, Math.ceil(300_000 / Math.max(at.length, 1)));
        return apply(document, path, { kind: 'replace', value: at.repeat(times) });
      }
      return document;
  }
}

/**
 * A valid document with one to three of the mutations above, each at a random path of the
 * document as it stands, as the JSON text a client would send (which is also how a failure shows).
 */
export const mutatedPortfolio: fc.Arbitrary<{ body: string; changes: [string, Mutation][] }> = fc
  .tuple(validPortfolio, fc.array(fc.tuple(fc.nat(), mutation), { minLength: 1, maxLength: 3 }))
  .map(([valid, picks]) => {
    let document: unknown = structuredClone(valid);
    const changes: [string, Mutation][] = [];
    for (const [pick, change] of picks) {
      const paths = pathsOf(document);
      const path = paths[pick % paths.length]!;
      document = apply(document, path, change);
      changes.push([path.join('.') || '(the document)', change]);
    }
    return { body: JSON.stringify(document), changes };
  });

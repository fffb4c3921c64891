import { SaxesParser, type SaxesTagNS } from 'saxes';
import { ImportFileError } from '../imported-post.js';

/** An `<item>` of a WordPress export, its fields as the file writes them (HTML kept as HTML). */
export interface WordPressItem {
  /** Its place among the file's items, from 1. */
  index: number;
  title: string;
  link: string;
  content: string;
  excerpt: string;
  postName: string;
  status: string;
  postType: string;
  password: string;
  date: string;
  dateGmt: string;
  /** Its `<category domain nicename>` terms: categories, tags and other taxonomies. */
  terms: { domain: string; nicename: string; name: string }[];
}

type Field = Exclude<keyof WordPressItem, 'index' | 'terms'>;

/** An item's fields, by the name the file gives them (its namespace's usual prefix, then the local name). */
const FIELDS: Record<string, Field> = {
  title: 'title',
  link: 'link',
  'content:encoded': 'content',
  'excerpt:encoded': 'excerpt',
  'wp:post_name': 'postName',
  'wp:status': 'status',
  'wp:post_type': 'postType',
  'wp:post_password': 'password',
  'wp:post_date': 'date',
  'wp:post_date_gmt': 'dateGmt',
};

const CONTENT_NAMESPACE = 'http://purl.org/rss/1.0/modules/content/';
// WordPress has written both http and https, for each version of the format.
const WORDPRESS_NAMESPACE = /^https?:\/\/wordpress\.org\/export\/\d+\.\d+\/$/;
const EXCERPT_NAMESPACE = /^https?:\/\/wordpress\.org\/export\/\d+\.\d+\/excerpt\/$/;

const VERSIONS = ['1.0', '1.1', '1.2'];

const DECLARATIONS =
  'The file declares a DOCTYPE or entities, which are never read: export it again from WordPress (Tools, Export).';
const NOT_AN_EXPORT = 'This is not a WordPress export (an XML file made by Tools, Export): it has no export version.';

/** An element's name with its namespace's usual prefix (`wp:status`), or '' for a namespace not read. */
function nameOf(tag: SaxesTagNS): string {
  if (tag.uri === '') return tag.local;
  if (tag.uri === CONTENT_NAMESPACE) return `content:${tag.local}`;
  if (WORDPRESS_NAMESPACE.test(tag.uri)) return `wp:${tag.local}`;
  if (EXCERPT_NAMESPACE.test(tag.uri)) return `excerpt:${tag.local}`;
  return '';
}

/**
 * The items of a WordPress export (WXR 1.0 to 1.2), each as its `</item>` closes, read as the
 * file streams in: a file of any size is never held whole.
 *
 * Never read: a DOCTYPE and any entity but XML's five and character references. The file is
 * refused then, so no file of the server can be read into a post and no entity can expand.
 *
 * @throws ImportFileError when the file is not well-formed XML (naming the line), declares a
 * DOCTYPE or an entity, or is not a WordPress export of a version read here.
 */
export async function* readWordPressItems(
  chunks: AsyncIterable<string | Uint8Array>,
  fileName: string,
): AsyncGenerator<WordPressItem> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const refuse = (message: string) => new ImportFileError(message, fileName);
  const path: string[] = [];
  const ready: WordPressItem[] = [];
  let version: string | undefined;
  let item: WordPressItem | undefined;
  let items = 0;
  let text: string | undefined;

  parser.on('doctype', () => {
    throw refuse(DECLARATIONS);
  });
  parser.on('xmldecl', ({ encoding }) => {
    if (encoding && !/^(utf-?8|us-ascii)$/i.test(encoding)) {
      throw refuse(`The file is written in ${encoding}; only UTF-8 exports are read: export it again from WordPress.`);
    }
  });
  parser.on('opentag', (tag) => {
    const name = nameOf(tag);
    path.push(name);
    const depth = path.length;
    if (depth === 3 && name === 'item' && inChannel(path)) {
      item = { index: ++items, ...emptyItem() };
    } else if ((depth === 4 && item && (name in FIELDS || name === 'category')) || isVersion(path)) {
      text = '';
    }
  });
  const append = (data: string) => {
    if (text !== undefined) text += data;
  };
  parser.on('text', append);
  parser.on('cdata', append);
  parser.on('closetag', (tag) => {
    const closesVersion = isVersion(path);
    const name = path.pop()!;
    if (closesVersion) {
      version = text!.trim();
      if (!VERSIONS.includes(version)) {
        throw refuse(`This WordPress export is of version ${version}; versions ${VERSIONS.join(', ')} are read.`);
      }
    } else if (item && path.length === 3 && text !== undefined) {
      if (name === 'category') item.terms.push(term(tag, text));
      else item[FIELDS[name]!] = text;
    } else if (item && path.length === 2 && name === 'item') {
      if (version === undefined) throw refuse(NOT_AN_EXPORT);
      ready.push(item);
      item = undefined;
    }
    text = undefined;
  });

  // The parser throws its complaints, and the handlers above their refusals, out of write and close.
  const parse = (step: () => void) => {
    try {
      step();
    } catch (error) {
      throw error instanceof ImportFileError ? error : refuse(malformed(String((error as Error).message)));
    }
  };
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of chunks) {
    parse(() => parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })));
    yield* ready.splice(0);
  }
  parse(() => parser.write(decoder.decode()).close());
  yield* ready.splice(0);
  if (version === undefined) throw refuse(NOT_AN_EXPORT);
}

function inChannel(path: string[]): boolean {
  return path[0] === 'rss' && path[1] === 'channel';
}

function isVersion(path: string[]): boolean {
  return path.length === 3 && inChannel(path) && path[2] === 'wp:wxr_version';
}

function emptyItem(): Omit<WordPressItem, 'index'> {
  return {
    title: '',
    link: '',
    content: '',
    excerpt: '',
    postName: '',
    status: '',
    postType: '',
    password: '',
    date: '',
    dateGmt: '',
    terms: [],
  };
}

function term(tag: SaxesTagNS, name: string): WordPressItem['terms'][number] {
  return { domain: tag.attributes.domain?.value ?? '', nicename: tag.attributes.nicename?.value ?? '', name };
}

/** The parser's complaint (`12:5: unclosed tag: item`) in the owner's words. */
function malformed(message: string): string {
  const [, line, reason = message] = /^(\d+):\d+: (.*)$/s.exec(message) ?? [];
  if (/undefined entity|doctype/i.test(reason)) return DECLARATIONS;
  const where = line ? ` at line ${line}` : '';
  return `The file is not well-formed XML${where} (${reason.replace(/\.$/, '')}): export it again from WordPress.`;
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ImportEvent, ImportFileError } from '../imported-post.js';
import { readWordPressExport } from './wordpress-export.js';

/*
 * Hand-written files: hostile ones, which are refused before anything of them is read into a
 * post, and a large one, which is read as it streams in.
 */
const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><wp:wxr_version>1.2</wp:wxr_version>`;
const TAIL = '</channel></rss>';
const DECLARATIONS = /declares a DOCTYPE or entities, which are never read/;

function post(title: string, content = '<p>Body</p>'): string {
  return `<item><title>${title}</title><link>https://example.com/${title}/</link><content:encoded><![CDATA[${content}]]></content:encoded><wp:post_name>${title}</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type></item>\n`;
}

async function* chunksOf(text: string, size = 1024): AsyncGenerator<string> {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

/** What the reader yielded before it threw, what it threw, and whether it yielded anything after. */
async function refusal(text: string, size?: number): Promise<{ events: ImportEvent[]; error: ImportFileError }> {
  const events: ImportEvent[] = [];
  const reader = readWordPressExport(chunksOf(text, size), 'export.xml');
  try {
    for await (const event of reader) events.push(event);
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    expect(await reader.next()).toEqual({ done: true, value: undefined });
    return { events, error: error as ImportFileError };
  }
  throw new Error('The file was read without a complaint');
}

describe('readWordPressExport refuses hostile files', () => {
  it('refuses an external entity (XXE), reading no file of the server', async () => {
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n${HEAD.split('\n').slice(1).join('\n')}${post('x', '&xxe;').replace('<![CDATA[&xxe;]]>', '&xxe;')}${TAIL}`;
    const { events, error } = await refusal(xxe);
    expect(events).toEqual([]);
    expect(error.source).toBe('export.xml');
    expect(error.message).toMatch(DECLARATIONS);
    expect(error.message).not.toMatch(/root:/);
  });

  it('refuses entities that expand (billion laughs) at once', async () => {
    const entities = Array.from({ length: 9 }, (_, level) =>
      level === 0 ? '<!ENTITY lol0 "lol">' : `<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`,
    ).join('');
    const laughs = `<?xml version="1.0"?><!DOCTYPE rss [${entities}]>${HEAD.split('\n').slice(1).join('\n')}${post('x', 'y').replace('<![CDATA[y]]>', '&lol8;')}${TAIL}`;
    const started = performance.now();
    const { events, error } = await refusal(laughs);
    expect(events).toEqual([]);
    expect(error.message).toMatch(DECLARATIONS);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a DOCTYPE naming an outside DTD, and one after the first element', async () => {
    const outside = `<?xml version="1.0"?><!DOCTYPE rss SYSTEM "https://evil.example/x.dtd">${HEAD.split('\n').slice(1).join('\n')}${post('a')}${TAIL}`;
    expect((await refusal(outside)).error.message).toMatch(DECLARATIONS);
    const late = `${HEAD}${post('a')}<!DOCTYPE x>${post('b')}${TAIL}`;
    const { events, error } = await refusal(late);
    expect(error.message).toMatch(DECLARATIONS);
    expect(events.flatMap((event) => ('post' in event ? [event.post.title] : []))).not.toContain('b');
  });

  it('refuses an entity XML does not define, in text or in an attribute', async () => {
    expect((await refusal(`${HEAD}${post('caf&eacute;')}${TAIL}`)).error.message).toMatch(DECLARATIONS);
    const attribute = `${HEAD}${post('a').replace('</item>', '<category domain="&xxe;">x</category></item>')}${TAIL}`;
    expect((await refusal(attribute)).error.message).toMatch(DECLARATIONS);
  });

  it('reads XML’s five entities and character references', async () => {
    const events = [];
    const title = 'Tom &amp; Jerry &lt;3 &quot;&apos;&gt; &#233;&#x1F332;';
    for await (const event of readWordPressExport(chunksOf(`${HEAD}${post(title)}${TAIL}`), 'export.xml'))
      events.push(event);
    expect(events[0]).toMatchObject({ post: { title: 'Tom & Jerry <3 "\'> é🌲' } });
  });

  it('refuses a truncated file, after the posts it holds whole', async () => {
    const file = readFileSync(
      new URL('../../../fixtures/import/wordpress/themeunittestdata.wordpress.xml', import.meta.url),
      'utf8',
    );
    const { events, error } = await refusal(file.slice(0, Math.floor(file.length / 2)), 8192);
    expect(events.length).toBeGreaterThan(0);
    expect(error.message).toMatch(/not well-formed XML at line \d+ \(unclosed tag: /);
  });

  it('refuses a file that says it is not UTF-8', async () => {
    const latin = `${HEAD.replace('UTF-8', 'ISO-8859-1')}${post('a')}${TAIL}`;
    expect((await refusal(latin)).error.message).toMatch(/written in ISO-8859-1; only UTF-8 exports are read/);
  });

  it('refuses an RSS feed, which is not an export, before its first post', async () => {
    const feed = `<?xml version="1.0"?><rss version="2.0"><channel><item><title>a</title></item></channel></rss>`;
    const { events, error } = await refusal(feed);
    expect(events).toEqual([]);
    expect(error.message).toMatch(/not a WordPress export/);
  });

  it('refuses an export of a later version', async () => {
    expect((await refusal(`${HEAD.replace('>1.2<', '>1.3<')}${post('a')}${TAIL}`)).error.message).toMatch(
      /of version 1\.3/,
    );
  });
});

describe('readWordPressExport streams', () => {
  const posts = 5000;
  const file = `${HEAD}${Array.from({ length: posts }, (_, index) => post(`post-${index}`, `<p>Post ${index}. ${'Words. '.repeat(60)}</p>`)).join('')}${TAIL}`;

  it('yields a post as its item closes, before the rest of the file is given, and reads no further than asked', async () => {
    const chunks = Math.ceil(file.length / 16_384);
    let given = 0;
    async function* counted(): AsyncGenerator<string> {
      for await (const chunk of chunksOf(file, 16_384)) {
        given++;
        yield chunk;
      }
    }
    expect(chunks).toBeGreaterThan(100);
    for await (const event of readWordPressExport(counted(), 'export.xml')) {
      expect(event).toMatchObject({ post: { title: 'post-0' } });
      break;
    }
    expect(given).toBe(1);
  });

  it('reads every post of a large file', async () => {
    let count = 0;
    for await (const event of readWordPressExport(chunksOf(file, 65_536), 'export.xml')) if ('post' in event) count++;
    expect(count).toBe(posts);
  });
});

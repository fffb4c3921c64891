import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DEFAULT_PORTFOLIO, mediaUrl } from '@portfolio/contract';
import { writeSite } from './site-snapshot';
import { Staging } from './staging';
import type { SitePage } from '../site/whole-site';

// A full collection on demand, so that what the heap holds is what is still referenced.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function heapUsedMb(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

const PAGES = 40;
const PAGE_CHARACTERS = 1024 * 1024;

describe('writeSite', () => {
  let workDir: string;

  beforeEach(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'site-snapshot-'));
  });

  afterEach(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('keeps nothing of a page once it is written, though it keeps the uploads the page names', async () => {
    const staging = new Staging(join(workDir, 'site'));
    let before = 0;
    let after = 0;
    async function* pages(): AsyncGenerator<SitePage> {
      before = heapUsedMb();
      for (let page = 0; page < PAGES; page += 1) {
        // Each page a megabyte of its own, naming an upload of its own.
        const upload = mediaUrl({ kind: 'pdf', id: page.toString(16).padStart(32, '0') });
        const text = `<a href="${upload}">${'x'.repeat(PAGE_CHARACTERS)}</a>`;
        yield { name: `/blog/post-${page}`, digest: String(page), text: async () => text };
      }
      // Every page has been written, and the publish still runs.
      after = heapUsedMb();
    }

    const named: string[] = [];
    await writeSite({ document: DEFAULT_PORTFOLIO, pages: pages() }, staging, {
      staticDir: workDir,
      publicUrl: 'https://static.example',
      apiUrl: undefined,
      readMedia: async (name) => {
        named.push(name);
        return undefined;
      },
      missingMedia: async () => [],
    });

    expect(named).toHaveLength(PAGES);
    // Beside the posts, the blog's folder holds its listings' redirects (`page/1.html`).
    const written = await readdir(join(workDir, 'site', 'blog'));
    expect(written.filter((name) => name.startsWith('post-'))).toHaveLength(PAGES);
    // Forty pages of a megabyte each held to the end would be 40 MB more.
    expect(after - before).toBeLessThan(8);
  });

  it('reads again only the pages whose digest moved, and keeps what the others name', async () => {
    const staticDir = join(workDir, 'built');
    await mkdir(join(staticDir, 'assets'), { recursive: true });
    await writeFile(join(staticDir, 'assets', 'post-1a2b.js'), 'the script');
    const upload = mediaUrl({ kind: 'pdf', id: 'c'.repeat(32) });
    const read: string[] = [];
    const site = (digests: Record<string, string>) => ({
      document: DEFAULT_PORTFOLIO,
      pages: (async function* (): AsyncGenerator<SitePage> {
        for (const [name, digest] of Object.entries(digests)) {
          const text = async () => {
            read.push(name);
            // Only the page kept names the script and the upload.
            const names = name === '/blog/a' ? `<script src="/assets/post-1a2b.js"></script><a href="${upload}">` : '';
            return `${names}${name} ${digest}`;
          };
          yield { name, digest, text };
        }
      })(),
    });
    const options = {
      staticDir,
      publicUrl: 'https://static.example',
      apiUrl: undefined,
      readMedia: async () => ({ type: 'application/pdf', body: Buffer.from('%PDF-1.7') }),
      missingMedia: async () => [],
    };
    const first = new Staging(join(workDir, 'first'));
    const { pages } = await writeSite(site({ '/blog/a': 'a1', '/blog/b': 'b1' }), first, options);
    read.length = 0;

    const second = new Staging(join(workDir, 'second'));
    const held = new Map(first.files);
    await writeSite(site({ '/blog/a': 'a1', '/blog/b': 'b2' }), second, { ...options, before: { pages, held } });

    expect(read).toEqual(['/blog/b']);
    expect(second.files.get('blog/a.html')).toEqual(first.files.get('blog/a.html'));
    expect([...second.notWritten].sort()).toEqual(['blog/a.html', `media/${'c'.repeat(32)}.pdf`]);
    expect(second.files.has('assets/post-1a2b.js')).toBe(true);
    expect(await readdir(join(workDir, 'second', 'blog'))).not.toContain('a.html');
  });
});

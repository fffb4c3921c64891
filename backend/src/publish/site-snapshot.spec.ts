import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DEFAULT_PORTFOLIO, mediaUrl } from '@portfolio/contract';
import { writeSite } from './site-snapshot';
import { Staging } from './staging';

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
    async function* pages(): AsyncGenerator<[string, string]> {
      before = heapUsedMb();
      for (let page = 0; page < PAGES; page += 1) {
        // Each page a megabyte of its own, naming an upload of its own.
        const upload = mediaUrl({ kind: 'pdf', id: page.toString(16).padStart(32, '0') });
        const text = `<a href="${upload}">${'x'.repeat(PAGE_CHARACTERS)}</a>`;
        yield [`/blog/post-${page}`, text];
      }
      // Every page has been written, and the publish still runs.
      after = heapUsedMb();
    }

    const named: string[] = [];
    await writeSite({ document: DEFAULT_PORTFOLIO, pages: pages(), notFound: '<!doctype html>' }, staging, {
      staticDir: workDir,
      publicUrl: 'https://static.example',
      apiUrl: undefined,
      readMedia: async (name) => {
        named.push(name);
        return undefined;
      },
    });

    expect(named).toHaveLength(PAGES);
    // Beside the posts, the blog's folder holds its listings' redirects (`page/1.html`).
    const written = await readdir(join(workDir, 'site', 'blog'));
    expect(written.filter((name) => name.startsWith('post-'))).toHaveLength(PAGES);
    // Forty pages of a megabyte each held to the end would be 40 MB more.
    expect(after - before).toBeLessThan(8);
  });
});

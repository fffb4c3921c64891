import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UNREFERENCED_KEPT_MS } from '../../src/publish/removal';
import {
  digests,
  eventually,
  filesUnder,
  missingFiles,
  NOW,
  publishHarness,
  CHANGED_BY_AN_EDIT,
} from './publish-harness';
import { watchCommandLines } from './publish-processes';
import { image } from '../support/media-samples';
import { startSshServer, type SshServer } from '../support/ssh-server.cjs';

// Each rclone command signs in anew: about a second each here, several on a busy machine, and a
// publish that checks the server's hashes runs one command per file.
jest.setTimeout(300_000);

const LATER = '2030-06-01T12:00:01Z';
// A password the target never needs (the key signs in): a secret that must show nowhere.
const SECRET = execFileSync('rclone', ['obscure', 'a password nobody may read'], { encoding: 'utf8' }).trim();
// The owner's own rclone configuration, with a remote of theirs: the publishes must leave it as it is.
const OWNER_CONFIG = '[elsewhere]\ntype = local\n';
const ownerConfig = () => join(server.dir, 'owner-rclone.conf');
const ownerConfigBefore = process.env.RCLONE_CONFIG;
let server: SshServer;
const published = publishHarness(
  async () => {
    server = await startSshServer('127.0.0.1');
    mkdirSync(root());
    writeFileSync(ownerConfig(), OWNER_CONFIG);
    process.env.RCLONE_CONFIG = ownerConfig();
    const { port, user, clientKey } = server;
    return `:sftp,host=127.0.0.1,port=${port},user=${user},key_file=${clientKey},pass=${SECRET}:${root()}`;
  },
  // Each test here waits for a save's publish or a retry, some for both: not the product's 2 s each
  // (publish-folder.tools-spec.ts waits the product's after a save). The first retry still comes
  // well after the health a failure is read by.
  { afterSaveMs: 500, firstRetryMs: 1000 },
);
const root = () => join(server.dir, 'site');
const read = (path: string) => readFileSync(join(root(), path), 'utf8');
/**
 * A page as a visitor polling the server reads it: rclone deletes a page before it renames the new
 * one to its name over SFTP (docs/publishing.md), so for one round trip there is none.
 */
const readWhileMoving = (path: string) => {
  try {
    return read(path);
  } catch {
    return '';
  }
};

afterAll(() => {
  if (ownerConfigBefore === undefined) delete process.env.RCLONE_CONFIG;
  else process.env.RCLONE_CONFIG = ownerConfigBefore;
  server?.remove();
});

beforeAll(async () => {
  await published.site.save(published.document(LATER));
  expect(await published.publishNow()).toMatchObject({ ok: true, error: null });
});

/** Kills the first rclone process whose command line has `part` in it, as soon as it runs. */
async function killRclone(part: string): Promise<void> {
  await eventually(() => {
    try {
      const pids = execFileSync('pgrep', ['-f', `^rclone .*${part}`], { encoding: 'utf8' })
        .trim()
        .split('\n');
      for (const pid of pids) process.kill(Number(pid), 'SIGKILL');
      return true;
    } catch {
      return false;
    }
  }, 120_000);
}

describe('a publish to a server by SFTP', () => {
  it('holds the public view, whole', () => {
    const files = filesUnder(root());
    expect(files).toEqual(expect.arrayContaining(['index.html', '404.html', 'blog/backpressure.html', 'feed.xml']));
    expect(files.filter((path) => /secret-draft|hidden-post|coming-soon/.test(path))).toEqual([]);
    expect(missingFiles(root())).toEqual([]);
  });

  it('moves only what a one-post edit changed, by the hashes the server gives', async () => {
    const before = digests(root());
    const status = await published.savedAndPublished(
      published.document(LATER, { body: await published.site.storeBody('Queues fill up fast.') }),
    );
    const changed = [...digests(root())].filter(([path, digest]) => before.get(path) !== digest).map(([path]) => path);
    expect(changed.sort()).toEqual(CHANGED_BY_AN_EDIT);
    expect(status).toMatchObject({ ok: true, moved: { files: 7 } });
    const bytes = changed.reduce((sum, path) => sum + readFileSync(join(root(), path)).length, 0);
    expect(status.moved!.bytes).toBe(bytes);
  });

  it('leaves the previous site whole when the transfer is killed half way, and tries again', async () => {
    const before = read('index.html');
    const upload = await published.site.api.http
      .post('/api/media')
      .set('Cookie', published.site.cookie)
      .attach('file', await image('png', 900, 300), { filename: 'new.png', contentType: 'image/png' })
      .expect(201);
    const body = await published.site.storeBody(`A new chart.\n\n![New](${upload.body.url as string})`);
    await published.site.save(published.document(LATER, { body }));
    // The save's publish, a moment later: its first copy is of the new image.
    await killRclone(`copy .*${root()} --files-from-raw .*named.txt`);
    // The publish that was killed says so; the site the server had is untouched.
    let failure: string | null = null;
    await eventually(async () => (failure = (await published.health()).error) !== null);
    expect(failure).not.toContain(SECRET);
    expect(missingFiles(root())).toEqual([]);
    expect(read('index.html')).toBe(before);
    await eventually(async () => (await published.health()).ok === true, 200_000);
    expect(read('index.html')).not.toBe(before);
    expect(filesUnder(root())).toContain(`media/${(upload.body.url as string).slice('/media/'.length)}`);
    expect(missingFiles(root())).toEqual([]);
  });

  it('keeps the site when the server is unreachable, says why without a secret, and publishes once it is back', async () => {
    const before = read('index.html');
    server.stop();
    await published.site.save(published.document(LATER, { title: 'Written while the server was away' }));
    const failed = await published.publishNow();
    expect(failed.ok).toBe(false);
    // The owner reads rclone's reason, which names the server but no secret of it.
    expect(failed.error).toMatch(/connect|refused/i);
    expect(failed.error).not.toContain(SECRET);
    // Anyone reads that it failed, and when: not where to.
    const health = await published.health();
    expect(health).toMatchObject({
      ok: false,
      error: `The last publish failed at ${failed.tried}; it is tried again by itself.`,
    });
    for (const where of [SECRET, '127.0.0.1', String(server.port), server.user, server.clientKey, root()])
      expect(JSON.stringify(health)).not.toContain(where);
    expect(read('index.html')).toBe(before);
    await server.start();
    await eventually(() => readWhileMoving('index.html').includes('Written while the server was away'), 120_000);
    expect(missingFiles(root())).toEqual([]);
  });

  it('gives no rclone a secret on its command line, which anyone on the server can read', async () => {
    const watch = watchCommandLines('rclone');
    await published.site.save(published.document(LATER, { title: 'Read by ps' }));
    expect((await published.publishNow()).ok).toBe(true);
    const seen = watch.stop();
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const line of seen) {
      expect(line).not.toContain(SECRET);
      expect(line).not.toMatch(/pass=|key_file|host=|user=|:sftp/);
    }
  });

  it('removes a hidden post at the next publish, and tries a removal that failed again until it goes', async () => {
    published.clock.moment = new Date(NOW);
    await published.site.save(published.document(LATER));
    expect((await published.publishNow()).ok).toBe(true);
    expect(existsSync(join(root(), 'blog/year-in-review.html'))).toBe(true);
    const document = published.document(LATER);
    const blogs = document.blogs.map((post) => (post.slug === 'year-in-review' ? { ...post, hidden: true } : post));
    // Past any grace period: the removal is due whichever way the publisher counts.
    published.clock.moment = new Date(Date.parse(NOW) + UNREFERENCED_KEPT_MS);
    await published.site.save({ ...document, blogs });
    // This server's delete alone: another test file's publish may be deleting at the same moment.
    await killRclone(`delete .*${root()} `);
    let failure: string | null = null;
    await eventually(async () => (failure = (await published.health()).error) !== null);
    expect(failure).toMatch(/^The last publish failed at /);
    await eventually(async () => (await published.health()).ok === true, 200_000);
    expect(existsSync(join(root(), 'blog/year-in-review.html'))).toBe(false);
    expect(read('sitemap.xml')).not.toContain('year-in-review');
    expect(missingFiles(root())).toEqual([]);
  });

  it("writes nothing into the owner's rclone configuration, after every publish above", () => {
    // rclone keeps what it learns of a server (its shell, its hash commands) in the file it runs with.
    expect(readFileSync(ownerConfig(), 'utf8')).toBe(OWNER_CONFIG);
  });
});

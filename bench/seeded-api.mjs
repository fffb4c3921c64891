// The built API in production mode on a PostgreSQL of its own, for the benches that seed posts
// straight into the database (kept-pages.mjs, search/search.mjs): no nginx, loopback only.
import { randomBytes, createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess, waitForPort, waitForUrl } from '@portfolio/stack/processes';
import { apiEnvironment } from '@portfolio/stack/api-environment';

export const REPO = fileURLToPath(new URL('..', import.meta.url));
export const SITE_URL = 'https://portfolio.example';
/** Who may sign in to the API these benches start. */
export const OWNER = { username: 'owner', password: 'a bench password of some length' };

/** A PostgreSQL of its own under `work`: its process and URL. */
export async function startDatabase(work) {
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const database = startProcess(
    process.execPath,
    [join(REPO, 'stack', 'run-postgres.mjs'), join(work, 'postgres'), String(port), password],
    { logFile: join(work, 'postgres.log') },
  );
  await waitForPort(port, 'PostgreSQL did not start');
  return { pid: database.pid, url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres` };
}

/** The API of `build` (backend/dist, say) on `port`, as `make start` runs it: its pid and when it started. */
export function startApi(build, { port, databaseUrl, work }) {
  const started = performance.now();
  const child = startProcess(
    process.execPath,
    ['--max-semi-space-size=4', '--optimize-for-size', join(build, 'main.js')],
    {
      cwd: work,
      logFile: join(work, 'api.log'),
      env: apiEnvironment({
        port,
        databaseUrl,
        siteUrl: SITE_URL,
        logLevel: 'warn',
        owner: OWNER,
        staticDir: join(REPO, 'frontend', 'dist'),
      }),
    },
  );
  return { pid: child.pid, started };
}

/** Milliseconds from `started` until `url` answers 200. */
export async function answered(url, started) {
  await waitForUrl(url, { timeoutMs: 600_000 });
  return Math.round(performance.now() - started);
}

/** Stores `markdown` as a post body under its id, as the editor's save does: the id. */
export async function storeBody(client, markdown) {
  const id = createHash('sha256').update(markdown, 'utf8').digest('hex').slice(0, 32);
  await client.query('INSERT INTO post_body (id, markdown) VALUES ($1, $2) ON CONFLICT DO NOTHING', [id, markdown]);
  return id;
}

/**
 * Replaces the document's posts with `count` public ones made by `post(at)` ({ title, markdown,
 * tags }), dated one every six hours back from 2030, each with its body: what the API reads at its
 * next start.
 */
export async function seedPosts(client, count, post) {
  const [template] = (await client.query('SELECT fields, shape FROM post ORDER BY position LIMIT 1')).rows;
  await client.query('DELETE FROM post');
  for (let at = 0; at < count; at += 1) {
    const { title, markdown, tags } = post(at);
    const id = await storeBody(client, markdown);
    const date = new Date(Date.UTC(2030, 0, 1) - at * 3_600_000 * 6).toISOString().slice(0, 10);
    const fields = {
      ...template.fields,
      title,
      date,
      slug: `post-${at}`,
      status: 'published',
      tags,
      body: id,
      pinned: false,
    };
    await client.query('INSERT INTO post (id, position, fields, shape) VALUES ($1, $2, $3, $4)', [
      `bench${at}`,
      at,
      fields,
      template.shape,
    ]);
  }
}

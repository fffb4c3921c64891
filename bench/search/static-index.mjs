// The search index as a static host serves it (search.mjs): the stored files written to a folder
// and served by nginx from disk, gzipped as stored, with the pages still the API's behind the same
// nginx. A reader's queries then read files as they do on the published site, with the API away.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { freePort, stopProcess, waitForUrl } from '@portfolio/stack/processes';
import { startPlainNginx } from '@portfolio/stack/static-host';

/**
 * nginx on a port of its own, serving `/search/` from the files `client`'s database stores now
 * (written under `dir`) and proxying everything else to the API at `api`: its address and a stop.
 */
export async function startStaticIndex(client, dir, api) {
  const { rows } = await client.query('SELECT name, gzip FROM search_file');
  for (const { name, gzip } of rows) {
    const file = join(dir, 'search', name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.gz`, gzip);
    writeFileSync(file, gunzipSync(gzip));
  }
  const port = await freePort();
  const nginx = startPlainNginx(
    dir,
    port,
    `    location /search/ {
      root ${dir};
      gzip_static on;
    }
    location / {
      proxy_pass ${api};
    }`,
    join(dir, 'nginx.log'),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/search/meta.json`);
  return { url, stop: () => stopProcess(/** @type {number} */ (nginx.pid)) };
}

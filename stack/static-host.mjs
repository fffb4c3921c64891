import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startProcess, stopProcess, waitForUrl } from './processes.mjs';
import { PUBLISHED_DIR, readNativeState, WORK_DIR } from './native.mjs';

/**
 * A static host in front of the published site, as any file server is, with no proxy to the API:
 * Caddy's file_server (on the stack's PUBLIC_URL port), or nginx serving the folder as a plain
 * `location /` does. Neither is told to hide anything: both serve a file whose name starts with a
 * dot, as hosts do unless told otherwise. A post's address is its `.html` file, as Netlify,
 * Cloudflare Pages and GitHub Pages serve it, and what is no file is 404.html with a 404. Returns
 * its address and a stop.
 * @param {'caddy' | 'nginx'} [kind]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startStaticHost(kind = 'caddy') {
  const dir = join(WORK_DIR, `static-host-${kind}`);
  mkdirSync(dir, { recursive: true });
  const port = kind === 'caddy' ? readNativeState().staticPort : await freePort();
  const child = kind === 'caddy' ? startCaddy(dir, port) : startNginx(dir, port);
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/robots.txt`);
  return { url, stop: () => stopProcess(/** @type {number} */ (child.pid)) };
}

/** @param {string} dir @param {number} port */
function startCaddy(dir, port) {
  writeFileSync(
    join(dir, 'Caddyfile'),
    `{
	admin off
	auto_https off
}
http://127.0.0.1:${port} {
	root * ${PUBLISHED_DIR}
	try_files {path} {path}.html
	file_server
	handle_errors {
		rewrite * /404.html
		file_server
	}
}
`,
  );
  return startProcess('caddy', ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    logFile: join(WORK_DIR, 'static-host.log'),
    env: { PATH: process.env.PATH, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
  });
}

/** @param {string} dir @param {number} port */
function startNginx(dir, port) {
  return startPlainNginx(
    dir,
    port,
    `    root ${PUBLISHED_DIR};
    location / {
      try_files $uri $uri.html =404;
    }
    error_page 404 /404.html;`,
    join(WORK_DIR, 'static-host-nginx.log'),
  );
}

/**
 * nginx in the foreground, its files under `dir`, with one server on `port` whose body is `server`
 * and no log but errors: a file server for the tests and the bench, unlike the product's.
 * @param {string} dir @param {number} port @param {string} server @param {string} logFile
 */
export function startPlainNginx(dir, port, server, logFile) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${join(dir, name)};`)
    .join('\n');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
${temp}
  server {
    listen 127.0.0.1:${port};
${server}
  }
}
`,
  );
  return startProcess('nginx', ['-c', join(dir, 'nginx.conf')], { logFile });
}

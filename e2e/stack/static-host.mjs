import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startProcess, stopProcess, waitForUrl } from './processes.mjs';
import { PUBLISHED_DIR, readNativeState, WORK_DIR } from './stack.mjs';

/**
 * A static host in front of the published site, as any file server is: Caddy's file_server over
 * the folder the API publishes to, with no proxy to the API. A post's address is its `.html`
 * file, as Netlify, Cloudflare Pages and GitHub Pages serve it, and what is no file is 404.html
 * with a 404. Returns its address (the stack's PUBLIC_URL) and a stop.
 */
/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export async function startStaticHost() {
  const port = readNativeState().staticPort;
  const dir = join(WORK_DIR, 'static-host');
  mkdirSync(dir, { recursive: true });
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
  const child = startProcess('caddy', ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    logFile: join(WORK_DIR, 'static-host.log'),
    env: { PATH: process.env.PATH, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/robots.txt`);
  return { url, stop: () => stopProcess(/** @type {number} */ (child.pid)) };
}

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startProcess, stopProcess } from './processes.mjs';
import { readNativeState, REPO, WORK_DIR } from './native.mjs';

/**
 * Caddy from deploy/Caddyfile in front of nginx, as the README's HTTPS set-up, with a certificate
 * of Caddy's own local authority instead of a public one. Returns its https:// address and a stop.
 */
/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export async function startHttpsProxy() {
  const port = await freePort();
  const dir = join(WORK_DIR, 'caddy');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'Caddyfile'),
    `{
	admin off
	local_certs
	skip_install_trust
	auto_https disable_redirects
}
import ${join(REPO, 'deploy', 'Caddyfile')}
`,
  );
  const child = startProcess('caddy', ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    logFile: join(WORK_DIR, 'caddy.log'),
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      XDG_DATA_HOME: dir,
      XDG_CONFIG_HOME: dir,
      SITE_ADDRESS: `https://localhost:${port}`,
      NGINX_UPSTREAM: `127.0.0.1:${readNativeState().nginxPort}`,
    },
  });
  return { url: `https://localhost:${port}`, stop: () => stopProcess(/** @type {number} */ (child.pid)) };
}

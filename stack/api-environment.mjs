/**
 * What the built API is started with, as production starts it, on loopback: by the native stack
 * and by the benches that start an API of their own.
 * @param {{ port: number, databaseUrl: string, siteUrl: string, logLevel: string,
 *   owner: { username: string, password: string }, staticDir: string }} settings
 */
export function apiEnvironment({ port, databaseUrl, siteUrl, logLevel, owner, staticDir }) {
  return {
    PATH: process.env.PATH,
    // As the Makefile runs it: glibc gives freed blocks over 128 KB back to the system.
    MALLOC_MMAP_THRESHOLD_: '131072',
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    ADMIN_USERNAME: owner.username,
    ADMIN_PASSWORD: owner.password,
    // nginx serves the front end's files; the API renders the page from its build, as in production.
    STATIC_DIR: staticDir,
    SITE_URL: siteUrl,
    LOG_LEVEL: logLevel,
  };
}

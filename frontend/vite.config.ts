/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY_DIRECTIVES } from '@portfolio/contract';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, minify, transformWithOxc, type Plugin } from 'vite';

/** The API in development: `make dev` / `make start` serve it on $PORT (8080 by default). */
const API_ORIGIN = `http://localhost:${process.env.PORT ?? 8080}`;

const BROWSER_BUILD = {
  // Every browser that runs this app supports modulepreload; the polyfill would only add bytes.
  modulePreload: { polyfill: false },
  // dist/.vite/manifest.json: which chunks each page loads, for the size budgets
  // (scripts/check-budgets.mjs). nginx serves no dot folder.
  manifest: true,
  rolldownOptions: {
    // Two pages: the app's (index.html), and the post page's template (post.html), which has no
    // app and links the site's stylesheet and the post's own. The stylesheet both link is one
    // file, so a reader going from one page to the other fetches it once. And the pre-rendered
    // page's own script, islands.ts, which no module imports: the head script loads it; and the
    // blog's search, which the head script of the blog's pages loads when the reader asks.
    input: {
      index: 'index.html',
      post: 'post.html',
      islands: 'src/islands.ts',
      search: 'src/features/portfolio/search/search-box.ts',
    },
    // One chunk for islands.ts and all it imports, which the app imports from too. Left alone,
    // rolldown puts what the app also uses in a second chunk that `/` fetches after the first.
    output: { codeSplitting: { groups: [{ name: 'islands', test: /\/src\/islands\.ts$/ }] } },
  },
};

/**
 * `vite build --ssr src/server/render-page.tsx`: the page's renderer, as one CommonJS file the
 * API requires (dist-server/render-page.cjs). Its asset URLs are the browser build's. Minified and
 * written in ASCII: V8 holds a module's source as long as the process runs, and this one's 620 KB,
 * with a character beyond Latin-1 in it, took 1.24 MB at two bytes a character; it is 300 KB now.
 * A stack trace from the renderer names its functions by their short names.
 */
const SERVER_BUILD = {
  outDir: 'dist-server',
  copyPublicDir: false,
  rollupOptions: {
    output: {
      format: 'cjs' as const,
      entryFileNames: '[name].cjs',
      minify: { compress: true, mangle: true, codegen: { asciiOnly: true } },
    },
  },
};

/** The unit tests that need a window and modules of their own (see `test.projects`). */
const PAGE_TESTS = ['src/islands.test.tsx', 'src/app/render-error.test.tsx'];

const HEAD_SCRIPT = fileURLToPath(new URL('./src/head/head-script.ts', import.meta.url));

/**
 * Every page's head script (src/head/head-script.ts), minified, inline right after the
 * stylesheets: it sets the theme before the body is drawn, and as part of the HTML it costs the
 * first paint no request of its own (docs/performance.md, "What decides LCP on `/`"). The policy
 * lets it run by its hash, which the contract names: a build whose script has another hash fails,
 * saying the one to name. A page with an app names the islands' chunk to it (`data-app`), which
 * makes the pre-rendered page's moving parts work; the server drops the entry's own tag from that
 * page, so its only script is loaded once the page is painted, and has no React
 * (frontend/src/server/render-page.tsx).
 */
function headScript(): Plugin {
  const compile = async () => {
    const { code } = await transformWithOxc(await readFile(HEAD_SCRIPT, 'utf8'), HEAD_SCRIPT, {});
    const minified = (await minify('head-script.js', code, { compress: true, mangle: true })).code.trim();
    const hash = `'sha256-${createHash('sha256').update(minified).digest('base64')}'`;
    if (!(CONTENT_SECURITY_POLICY_DIRECTIVES['script-src'] as readonly string[]).includes(hash)) {
      throw new Error(
        `The head script's hash is ${hash}: name it in script-src (contract/src/content-security-policy.ts), in place of the one there.`,
      );
    }
    return minified;
  };
  return {
    name: 'head-script',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler: async (html, { bundle }) => {
        // The pre-rendered page's script: the islands' chunk, or islands.ts itself in development.
        const chunk = (name: string, source: string) => {
          const built = Object.values(bundle ?? {}).find((file) => file.name === name);
          return built ? `/${built.fileName}` : source;
        };
        // The page with an app names the islands; the blog's pages (post.html), the search.
        const script = html.includes('<script type="module"')
          ? ` data-app="${chunk('islands', '/src/islands.ts')}"`
          : ` data-search="${chunk('search', '/src/features/portfolio/search/search-box.ts')}"`;
        const tag = `<script${script}>${await compile()}</script>`;
        const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*>\n?/g)];
        const last = stylesheets.at(-1);
        if (!last) return html.replace('</head>', `${tag}\n</head>`);
        const at = last.index + last[0].length;
        return `${html.slice(0, at)}    ${tag}\n${html.slice(at)}`;
      },
    },
  };
}

/**
 * The helper Vite wraps each `import()` in, smaller. Vite's own (0.9 KB gzip, in the public page's
 * entry) also loads a lazy chunk's stylesheets, takes a CSP nonce and reports failures as an
 * event: this app has one stylesheet, linked by index.html, and no nonce, so what is left is to
 * fetch a lazy chunk's imports beside it instead of after it. Only scripts: since the stylesheet
 * is shared with post.html it is named among a lazy chunk's imports, and a modulepreload of it
 * would fetch it a second time, as a script.
 */
function smallPreloadHelper(): Plugin {
  return {
    name: 'small-preload-helper',
    enforce: 'pre',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    load: (id) =>
      id === '\0vite/preload-helper.js'
        ? `export const __vitePreload = (load, deps) => {
            for (const dep of deps ?? []) {
              if (!dep.endsWith('.js')) continue;
              const link = document.createElement('link');
              link.rel = 'modulepreload';
              link.href = '/' + dep;
              document.head.append(link);
            }
            return load();
          };`
        : undefined,
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), headScript(), smallPreloadHelper()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': API_ORIGIN },
  },
  preview: {
    proxy: { '/api': API_ORIGIN },
    headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  },
  build: isSsrBuild ? SERVER_BUILD : BROWSER_BUILD,
  // The page's renderer runs inside the API, which has no React of its own: it carries its own copy.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // The admin's journeys take 2 to 5 s each on a busy 2-core machine: the default 5 s failed them there.
    testTimeout: 15_000,
    // A worker per core: Vitest's default leaves one of two cores idle.
    maxWorkers: '100%',
    projects: [
      {
        // Files that leave something behind on purpose: the page's script, attached to the window for
        // the page's life, and a module replaced by a mock. Each gets a window and modules of its own.
        extends: true,
        test: { name: 'page', include: PAGE_TESTS, isolate: true },
      },
      {
        // Every other file cleans up after itself (the setup unmounts what it rendered and puts
        // timers back), so the files of a worker share one window and the modules it loaded: making
        // a window and loading React anew for each file was half of the run.
        extends: true,
        test: {
          name: 'components',
          include: ['{src,scripts}/**/*.test.{ts,tsx}'],
          exclude: PAGE_TESTS,
          isolate: false,
        },
      },
    ],
  },
}));

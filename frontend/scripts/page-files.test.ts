// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linkedFiles, pageFiles } from './page-files.mjs';

/**
 * A build of the app's shape: an entry that may import a lazy start (a group's chunk, named by
 * the group) or the lazy app, whose router may import the admin; the three share a runtime chunk.
 */
const MANIFEST = {
  'index.html': { file: 'assets/index.js', dynamicImports: ['_start-1.js', 'src/app.tsx'], css: ['assets/index.css'] },
  '_start-1.js': { file: 'assets/start-1.js', name: 'start', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js', name: 'runtime' },
  'src/app.tsx': {
    file: 'assets/app.js',
    name: 'app',
    imports: ['_runtime.js', '_start-1.js', 'index.html'],
    dynamicImports: ['src/admin.tsx'],
  },
  'src/admin.tsx': { file: 'assets/admin.js', name: 'admin', imports: ['src/app.tsx'], css: ['assets/admin.css'] },
};

const HTML = `<head>
  <link rel="stylesheet" crossorigin href="/assets/index.css">
  <noscript><link rel="stylesheet" href="/no-script.css"></noscript>
  <link rel="preload" href="/api/portfolio" as="fetch" crossorigin="anonymous" />
</head>
<body><script type="application/json" id="page-data">{}</script><script type="module" crossorigin src="/assets/index.js"></script></body>`;

/** The pre-rendered page's shape: the head script, inline, which loads the entry once the page is painted. */
const PAINTED_FIRST = `<head>
  <link rel="stylesheet" crossorigin href="/assets/index.css">
  <script data-app="/assets/index.js">(() => import(document.currentScript.dataset.app))();</script>
</head>`;

describe('linkedFiles', () => {
  it('names the scripts, module preloads and stylesheets a browser with JavaScript loads', () => {
    const html = `${HTML}<link rel="modulepreload" crossorigin href="/assets/shared.js">`;
    expect(linkedFiles(html)).toEqual({
      modules: ['assets/index.js', 'assets/shared.js'],
      classic: [],
      styles: ['assets/index.css'],
    });
  });

  it('names the app an inline script loads, and no file for the script itself', () => {
    expect(linkedFiles(PAINTED_FIRST)).toEqual({
      modules: ['assets/index.js'],
      classic: [],
      styles: ['assets/index.css'],
    });
  });

  it('names a classic script by its address', () => {
    expect(linkedFiles('<head><script src="/assets/classic.js"></script></head>')).toEqual({
      modules: [],
      classic: ['assets/classic.js'],
      styles: [],
    });
  });
});

describe('pageFiles', () => {
  it('loads the entry alone when the page follows none of its dynamic imports', () => {
    expect(pageFiles(MANIFEST, HTML, [])).toEqual({ scripts: ['assets/index.js'], styles: ['assets/index.css'] });
  });

  it('adds a followed lazy chunk with its static imports, once each, and not the ones it only may load', () => {
    expect(pageFiles(MANIFEST, HTML, ['start']).scripts).toEqual([
      'assets/index.js',
      'assets/start-1.js',
      'assets/runtime.js',
    ]);
  });

  it('follows lazy chunks through lazy chunks, with their stylesheets', () => {
    expect(pageFiles(MANIFEST, HTML, ['app', 'admin'])).toEqual({
      scripts: ['assets/index.js', 'assets/app.js', 'assets/runtime.js', 'assets/start-1.js', 'assets/admin.js'],
      styles: ['assets/index.css', 'assets/admin.css'],
    });
  });

  it('loads no script for a page that names none: only its stylesheets', () => {
    const html = `<head>
  <link rel="stylesheet" crossorigin href="/assets/post.css">
  <link rel="stylesheet" crossorigin href="/assets/index.css">
  <script type="application/ld+json">{}</script>
</head>`;
    expect(pageFiles(MANIFEST, html, [])).toEqual({ scripts: [], styles: ['assets/post.css', 'assets/index.css'] });
  });

  it('refuses a followed chunk that the page cannot reach, so a renamed one is not silently left out', () => {
    expect(() => pageFiles(MANIFEST, HTML, ['admin'])).toThrow('no chunk of the page imports a chunk named admin');
    expect(() => pageFiles(MANIFEST, HTML, ['gone'])).toThrow('no chunk of the page imports a chunk named gone');
  });

  it('counts the app an inline script loads, with its imports', () => {
    expect(pageFiles(MANIFEST, PAINTED_FIRST, ['start']).scripts).toEqual([
      'assets/index.js',
      'assets/start-1.js',
      'assets/runtime.js',
    ]);
  });

  it('refuses a page whose script is not in the manifest (an older build)', () => {
    expect(() => pageFiles(MANIFEST, HTML.replace('index.js', 'index-old.js'), [])).toThrow(
      'assets/index-old.js is not in the manifest',
    );
  });
});

// The size budgets of a first visit, declared here only: scripts/check-budgets.mjs fails
// `make test` when the build goes over one, and make bench holds the scripts it saw load to them.
// Sizes are KB of 1024 bytes, gzipped at the level scripts/precompress.mjs writes what nginx sends.

export const GZIP_LEVEL = 9;

/** A post's page: read, never taken over, so no script to fetch; the blog's listings are held to it. */
const POST_PAGE_BUDGETS_KB = { scripts: 0, styles: 14, html: 12 };

/**
 * Each page: the HTML it is served (`rendered`: the default document as the API renders it;
 * `post`: the default document's first post with the body of scripts/sample-post.md, as the API
 * renders its page; `index.html`: the built file nginx serves), the lazy chunks it imports at
 * once (by chunk name), and its budgets for JavaScript, the stylesheets and the HTML.
 */
export const PAGES = [
  {
    path: '/',
    html: 'rendered',
    // The head script, inline in the HTML, imports the islands' chunk (the parts that move, no
    // React), which it names, once the page is painted, before the browser is idle. 75 KB until
    // 2026-11-26, when React took the whole page over.
    follows: [],
    budgetsKb: { scripts: 15, styles: 10, html: 20 },
  },
  {
    path: '/blog/{slug}',
    what: 'a post of 700 words',
    html: 'post',
    // Read, never taken over: no script to fetch. Its one script is the head script, inline in
    // its HTML, which sets the theme before the page is drawn. Its stylesheets are the site's,
    // shared with `/`, and the post page's own (the body's typography and the code's colours).
    follows: [],
    budgetsKb: POST_PAGE_BUDGETS_KB,
  },
  {
    path: '/blog',
    what: "the default document's three posts",
    html: 'blog',
    // The blog's index (and a tag's page) is read like a post's page, from the same template:
    // no script, the same stylesheets, and the post page's budgets.
    follows: [],
    budgetsKb: POST_PAGE_BUDGETS_KB,
  },
  {
    path: '/blog',
    what: 'a blog of 100 posts: its first page, 20 teasers',
    html: 'blog of 100',
    follows: [],
    budgetsKb: POST_PAGE_BUDGETS_KB,
  },
  {
    path: '/admin',
    what: 'the sign-in screen',
    html: 'index.html',
    // main.tsx finds no page data and imports the app, whose router imports the admin's route:
    // React, the router, the data cache and the sign-in screen. The editor is a chunk of its own
    // since 2026-11-24 (148.0 KB before, with it).
    follows: ['app', 'admin'],
    budgetsKb: { scripts: 130 },
  },
  {
    path: '/admin',
    what: 'the editor, signed in',
    html: 'index.html',
    // The sign-in screen's, and the editor's chunk once the session is known: the editor, its
    // drag and drop (dnd-kit) and the dialogs. 176 since a post has its own history, the pinned
    // list reads every page, the search waits for typing to stop and 'Add Blog Post' knows the
    // blog's bound: 175.2 KB with them (174.1 before). 185 since the site has languages: the
    // Languages and Words panels, and the seven built-in catalogs, a chunk of their own that the
    // Words panel shows (site-locale, 4.4 KB): 183.7 KB with them. 187 since the owner's texts are
    // translated: the choice of language edited, the translated fields and the texts left, 2.3 KB of
    // the editor's chunk (52.5 to 54.8): 186.8 KB with them (184.1 before). 190 since a blog can be
    // imported and the whole site downloaded: the Blogs tab's 'Import a blog', its preview, its
    // outcomes and 'Download everything', 2.8 KB of the editor's chunk (54.9 to 57.6): 189.6 KB with
    // them (186.8 before).
    follows: ['app', 'admin', 'admin-editor-screen', 'site-locale'],
    budgetsKb: { scripts: 190 },
  },
];

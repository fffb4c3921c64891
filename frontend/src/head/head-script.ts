/**
 * The one script a page carries in its head, minified inline as a classic script (vite.config.ts,
 * `headScript`; the policy names its hash): unlike a module it runs before the body is drawn, so
 * the page is never painted in the other theme, and as part of the HTML it asks for no request.
 *
 * It sets the theme in use on `<html>` (`data-theme`, and the `theme-color` and `color-scheme`
 * metas): the visitor's choice kept in this browser, else the site's default the server wrote on
 * `<html>` (`data-site-theme`), where 'system' follows the device's setting, now and as it changes.
 * It also runs the theme control (components/ui/theme-select.tsx) on every page, with or without
 * the app: it shows the choice (`data-theme-choice` on `<html>` says it to a control drawn later)
 * and keeps a new one. Another tab's choice comes as a `storage` event.
 *
 * A page that names a script (`data-app`: the pre-rendered page's islands, src/islands.ts) is
 * readable without it, so it is loaded once the page is painted: nothing competes with the first
 * paint. A page with the blog's search box names its script (`data-search`), which is loaded only
 * when the reader focuses the box, or presses `/` to: until asked, a search costs the page nothing.
 */
(() => {
  const root = document.documentElement;
  const device = matchMedia('(prefers-color-scheme: light)');
  /** The visitor's choice, as kept in this browser. */
  let kept: string | null = null;

  const read = () => {
    try {
      kept = localStorage.getItem('theme');
    } catch {
      // Storage refused (a privacy setting): the site's default.
    }
  };

  // Written only when it differs: a `color-scheme` meta written, even with the value it had, makes
  // the browser restyle and lay out the whole page again, once it is drawn.
  const meta = (name: string, content: string) => {
    const tag = document.querySelector(`meta[name="${name}"]`);
    if (tag && tag.getAttribute('content') !== content) tag.setAttribute('content', content);
  };

  const apply = () => {
    const choice = kept === 'light' || kept === 'dark' || kept === 'system' ? kept : (root.dataset.siteTheme ?? 'dark');
    const theme = choice === 'light' || (choice === 'system' && device.matches) ? 'light' : 'dark';
    root.dataset.themeChoice = choice;
    root.dataset.theme = theme;
    meta('theme-color', theme === 'light' ? '#fafafa' : '#09090b');
    meta('color-scheme', theme);
    for (const control of document.querySelectorAll<HTMLSelectElement>('select[name="theme"]')) control.value = choice;
  };

  read();
  apply();
  device.addEventListener('change', apply);
  // The page's controls are drawn after this script has run.
  addEventListener('DOMContentLoaded', apply);
  addEventListener('storage', () => {
    read();
    apply();
  });
  addEventListener('change', ({ target }) => {
    if (!(target instanceof HTMLSelectElement) || target.name !== 'theme') return;
    kept = target.value;
    try {
      localStorage.setItem('theme', kept);
    } catch {
      // Not kept: the choice holds on this page only.
    }
    apply();
  });

  // Read now: `currentScript` is this script only while it runs.
  const { app, search } = document.currentScript?.dataset ?? {};
  if (search) {
    addEventListener('focusin', ({ target }) => {
      if (target instanceof HTMLInputElement && target.type === 'search') void import(search);
    });
    addEventListener('keydown', (event) => {
      const box = document.querySelector<HTMLInputElement>('input[type="search"]');
      const typing = (event.target as Element).closest('input, textarea, select, [contenteditable]');
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typing || !box) return;
      event.preventDefault();
      box.focus();
    });
  }
  if (!app) return;
  // A tab opened in the background paints, and so loads the app, once it is shown.
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    void import(app);
  }).observe({ type: 'paint', buffered: true });
})();

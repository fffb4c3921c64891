/**
 * The one script a page names in its head, built on its own as a classic script (vite.config.ts,
 * `headScript`): unlike a module it runs before the body is drawn, so the page is never painted in
 * the other theme, and the stylesheet's own request hides its download.
 *
 * It sets the theme in use on `<html>` (`data-theme`, and the `theme-color` and `color-scheme`
 * metas): the visitor's choice kept in this browser, else the site's default the server wrote on
 * `<html>` (`data-site-theme`), where 'system' follows the device's setting, now and as it changes.
 * The page's theme control changes the choice by storing it and telling this script through a
 * `storage` event, as another tab's change does.
 *
 * A page that names its app (`data-app`: the pre-rendered page's entry) is readable without it, so
 * the app is loaded once the page is painted: nothing competes with the first paint.
 */
(() => {
  const root = document.documentElement;
  const device = matchMedia('(prefers-color-scheme: light)');
  const COLORS = { dark: '#09090b', light: '#fafafa' };

  const stored = (): string | null => {
    try {
      return localStorage.getItem('theme');
    } catch {
      // Storage refused (a privacy setting): the site's default.
      return null;
    }
  };

  const apply = () => {
    const choice = stored() ?? root.dataset.siteTheme;
    const theme = choice === 'light' || (choice === 'system' && device.matches) ? 'light' : 'dark';
    root.dataset.theme = theme;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', COLORS[theme]);
    document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', theme);
  };

  apply();
  device.addEventListener('change', apply);
  addEventListener('storage', (event) => {
    if (event.key === 'theme' || event.key === null) apply();
  });

  const app = document.currentScript?.dataset.app;
  if (!app) return;
  let started = false;
  const start = () => {
    if (!started) void import(app);
    started = true;
  };
  // The first paint, or a second at most (a hidden tab paints nothing).
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 1000);
})();

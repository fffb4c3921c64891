import { afterEach, describe, expect, it, vi } from 'vitest';

/** The device's setting, and what the script registered to hear of its changes. */
function device(prefersLight: boolean) {
  const listeners: Array<() => void> = [];
  const query = {
    matches: prefersLight,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    change(light: boolean) {
      query.matches = light;
      for (const listener of listeners) listener();
    },
  };
}

/** Runs the head script on a page whose server wrote `siteTheme` on <html>, as a browser runs it in the head. */
async function runHeadScript(siteTheme?: string) {
  const root = document.documentElement;
  if (siteTheme) root.dataset.siteTheme = siteTheme;
  document.head.innerHTML = '<meta name="theme-color" content="#09090b"><meta name="color-scheme" content="dark">';
  vi.resetModules();
  await import('./head-script');
}

const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)!.getAttribute('content');
const theme = () => document.documentElement.dataset.theme;

afterEach(() => {
  delete document.documentElement.dataset.theme;
  delete document.documentElement.dataset.siteTheme;
  localStorage.clear();
});

describe('the head script', () => {
  it.each([
    ['dark', false, 'dark'],
    ['light', false, 'light'],
    ['system', true, 'light'],
    ['system', false, 'dark'],
  ])(
    "sets the site's default (%s, the device preferring light: %s) as the theme in use: %s",
    async (site, light, inUse) => {
      device(light);
      await runHeadScript(site);

      expect(theme()).toBe(inUse);
      expect(meta('color-scheme')).toBe(inUse);
      expect(meta('theme-color')).toBe(inUse === 'light' ? '#fafafa' : '#09090b');
    },
  );

  it("puts the visitor's stored choice before the site's default", async () => {
    device(false);
    localStorage.setItem('theme', 'light');
    await runHeadScript('dark');

    expect(theme()).toBe('light');
  });

  it('is dark, as the site always looked, on a page without a default (the admin) or with a choice it does not know', async () => {
    device(true);
    localStorage.setItem('theme', 'sepia');
    await runHeadScript();

    expect(theme()).toBe('dark');
  });

  it('follows the device under System, as its setting changes', async () => {
    const setting = device(false);
    await runHeadScript('system');
    expect(theme()).toBe('dark');

    setting.change(true);

    expect(theme()).toBe('light');
    expect(meta('theme-color')).toBe('#fafafa');
  });

  it('applies a choice stored later, told by a storage event (the theme control, or another tab)', async () => {
    device(false);
    await runHeadScript('dark');

    localStorage.setItem('theme', 'light');
    dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(theme()).toBe('light');

    localStorage.removeItem('theme');
    dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(theme()).toBe('dark');
  });

  it('leaves the metas alone when the page is read to its end and the theme has not changed', async () => {
    device(false);
    await runHeadScript('dark');
    const written: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) written.push((record.target as Element).getAttribute('name') ?? '');
    });
    observer.observe(document.head, { subtree: true, attributeFilter: ['content'] });

    dispatchEvent(new Event('DOMContentLoaded'));
    await Promise.resolve();
    observer.disconnect();

    expect(written).toEqual([]);
  });

  it("takes the site's default when the browser refuses storage", async () => {
    device(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await runHeadScript('light');

    expect(theme()).toBe('light');
  });
});

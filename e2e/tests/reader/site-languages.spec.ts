import { expect, request, test } from '@playwright/test';
import { siteLocale } from '@portfolio/contract/languages';
import { DEFAULT_PORTFOLIO, type Portfolio, axeViolations, baseUrl, ownerApi, storeDocument } from '../support';

// A site in English, French and Arabic, in a real browser through nginx: each language's pages at
// its own addresses, every page naming the same page in the others (reciprocally, itself included,
// with x-default) as the sitemap does, a switcher whose every link is a page, and nothing for axe
// to find on the Arabic pages in either theme.

const french = siteLocale({ languages: ['fr'], words: [] }).words;

/** A project translated into French, a post translated into French and Arabic, and one in English only. */
async function multilingual(theme: 'dark' | 'light' = 'dark'): Promise<Portfolio> {
  const owner = await ownerApi();
  const stored = await owner.put('/api/post-bodies', { data: { markdown: '## Hello\n\nA post in three languages.' } });
  const { id: body } = (await stored.json()) as { id: string };
  await owner.dispose();
  const document = structuredClone(DEFAULT_PORTFOLIO);
  const post = document.blogs[0]!;
  document.languages = ['en', 'fr', 'ar'];
  document.appearance = { theme };
  document.projects[0]!.translations = [{ language: 'fr', title: 'Mon projet', description: '' }];
  document.blogs = [
    {
      ...post,
      title: 'Hello',
      slug: 'hello',
      body,
      tags: ['Travel'],
      translations: [
        { language: 'fr', title: 'Bonjour', readTime: '', excerpt: '', slug: 'bonjour', tags: ['Voyage'], body: '' },
        { language: 'ar', title: 'مرحبا', readTime: '', excerpt: '', slug: 'marhaban', tags: [], body: '' },
      ],
    },
    { ...post, title: 'English only', slug: 'english-only', body, tags: [], translations: [] },
  ];
  await storeDocument(document);
  return document;
}

/** The `<link rel="alternate" hreflang>` of a page, as `hreflang path`. */
const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
    ([, hreflang, href]) => `${hreflang} ${new URL(href!).pathname}`,
  );

test.describe('a site in three languages', () => {
  test.afterAll(async () => {
    await storeDocument(DEFAULT_PORTFOLIO);
  });

  test('names on every page the same page in each language, reciprocally, as the sitemap does; every switcher link is a page', async () => {
    await multilingual();
    const visitor = await request.newContext({ baseURL: baseUrl() });
    const sitemap = await (await visitor.get('/sitemap.xml')).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
    expect(pages).toEqual(expect.arrayContaining(['/', '/fr/', '/ar/', '/fr/blog/bonjour', '/ar/blog/marhaban']));
    expect(pages).not.toContain('/fr/blog/english-only');

    const groups = new Map<string, string[]>();
    const switched = new Set<string>();
    for (const path of pages) {
      const html = await (await visitor.get(path)).text();
      const alternates = alternatesOf(html);
      groups.set(path, alternates);
      // Itself included, and x-default last.
      expect(
        alternates.slice(0, -1).some((link) => link.endsWith(` ${path}`)),
        `${path} names itself`,
      ).toBe(true);
      expect(alternates.at(-1), path).toMatch(/^x-default /);
      for (const [, href] of html.matchAll(/<a href="([^"]+)" hreflang="[^"]+"/gi)) switched.add(href!);
    }
    // Reciprocal: each page a page names names the same pages.
    for (const [path, alternates] of groups) {
      for (const other of alternates.slice(0, -1).map((link) => link.split(' ')[1]!)) {
        expect(groups.get(other), `${path} names ${other}`).toEqual(alternates);
      }
    }
    expect(groups.get('/fr/blog/bonjour')).toEqual([
      'en /blog/hello',
      'fr /fr/blog/bonjour',
      'ar /ar/blog/marhaban',
      'x-default /blog/hello',
    ]);
    expect(switched).toEqual(new Set([...switched].filter((href) => href.startsWith('/'))));
    expect(switched.size).toBeGreaterThan(3);
    for (const href of switched) expect((await visitor.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
    await visitor.dispose();
  });

  test('reads in French at /fr/, the English where a text is not translated, and switches back to English', async ({
    page,
  }) => {
    const document = await multilingual();
    await page.goto(`${baseUrl()}/fr/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 2, name: french.skillsTitle })).toBeVisible();
    await expect(page.getByText('Mon projet')).toBeAttached();
    await expect(page.getByText(document.projects[1]!.title)).toBeAttached();
    await page.getByRole('link', { name: 'Bonjour' }).first().click();
    await expect(page).toHaveURL(`${baseUrl()}/fr/blog/bonjour`);
    await page.locator('a[hreflang="en"]').first().click();
    await expect(page).toHaveURL(`${baseUrl()}/blog/hello`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`lays /ar/ out right to left with nothing for axe to find, in the ${theme} theme`, async ({ page }) => {
      await multilingual(theme);
      await page.setViewportSize({ width: 1280, height: 900 });
      for (const path of ['/ar/', '/ar/blog/marhaban', '/ar/blog']) {
        await page.goto(`${baseUrl()}${path}`);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }
});

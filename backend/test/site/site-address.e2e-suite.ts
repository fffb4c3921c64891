import { parsePage, siteHarness } from './site-harness';

// Outside production SITE_URL may be unset: absolute URLs then name the address each request used.
const site = siteHarness({});

describe('without SITE_URL', () => {
  it("uses the request's own address for the page's absolute URLs", async () => {
    const response = await site.api.http.get('/').set('Host', 'localhost:8080').expect(200);

    expect(parsePage(response.text).link('canonical').href).toBe('http://localhost:8080/');
    const robots = await site.api.http.get('/robots.txt').set('Host', 'portfolio.test:5173').expect(200);
    expect(robots.text).toContain('Sitemap: http://portfolio.test:5173/sitemap.xml');
  });

  it('believes no Host that is not one', async () => {
    const response = await site.api.http.get('/').set('Host', 'evil.example/"><script>').expect(200);

    expect(parsePage(response.text).link('canonical').href).toBe('http://localhost/');
  });
});

import { siteHarness } from './site-harness';

// What nginx may keep for a second ends with the second it was made in (X-Accel-Expires), so a
// copy never outlives a save by more than a second; what it keeps for good, or never, says nothing.

const site = siteHarness();
const http = () => site.api.http;

/** The epoch second now, and the header's second for a request answered meanwhile. */
async function expiry(path: string, headers: Record<string, string> = {}) {
  const before = Math.floor(Date.now() / 1000);
  const request = http().get(path);
  for (const [name, value] of Object.entries(headers)) request.set(name, value);
  const response = await request;
  const after = Math.floor(Date.now() / 1000);
  return { response, before, after, header: response.headers['x-accel-expires'] as string | undefined };
}

describe('X-Accel-Expires', () => {
  it.each(['/api/portfolio', '/', '/sitemap.xml', '/feed.xml'])(
    "names the second %s was answered in, as the cached copy's last",
    async (path) => {
      const { response, before, after, header } = await expiry(path);

      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      const second = Number(/^@(\d+)$/.exec(header ?? '')?.[1]);
      expect(second).toBeGreaterThanOrEqual(before);
      expect(second).toBeLessThanOrEqual(after);
    },
  );

  it('is sent with a 304 too, which renews the copy nginx holds', async () => {
    const { etag } = (await http().get('/api/portfolio')).headers;

    const { response, header } = await expiry('/api/portfolio', { 'If-None-Match': etag! });

    expect(response.status).toBe(304);
    expect(header).toMatch(/^@\d+$/);
  });

  it('is not sent where nothing may be kept', async () => {
    const { response, header } = await expiry('/api/health');

    expect(response.headers['cache-control']).toBe('no-store');
    expect(header).toBeUndefined();
  });
});

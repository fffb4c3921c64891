import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { baseUrl, ownerApi, pageData, withName } from '../support';

// The promise to the owner: from the moment a save is answered, no visitor reads the older
// version more than a second later, whenever in nginx's cache cycle the save lands.

const SAVES = 50;
const BOUND_MS = 1000;

/** The name a visitor reads now, from the document and from the page. */
async function namesRead(visitor: APIRequestContext): Promise<[string, string | undefined]> {
  const [document, page] = await Promise.all([visitor.get('/api/portfolio'), visitor.get('/')]);
  const json = (await document.json()) as { personalInfo: { name: string } };
  return [json.personalInfo.name, pageData(await page.text())?.personalInfo.name];
}

test('50 saves at random moments: anonymous reads show each within 1 s of its answer', async () => {
  test.setTimeout(180_000);
  const owner = await ownerApi();
  const visitor = await request.newContext({ baseURL: baseUrl() });
  const late: number[] = [];

  for (let save = 0; save < SAVES; save += 1) {
    const name = `Freshness ${save} ${Date.now()}`;
    // A visitor's read fills nginx's cache; the save lands somewhere in that copy's life.
    await namesRead(visitor);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * BOUND_MS));
    const current = await owner.get('/api/portfolio');
    const saved = await owner.put('/api/portfolio', {
      data: withName(name),
      headers: { 'If-Match': current.headers().etag! },
    });
    expect(saved.status()).toBe(200);
    const answered = performance.now();

    // Until both show the new name; the last read that did not is how late this save was seen.
    let lastOld = 0;
    for (;;) {
      const started = performance.now() - answered;
      const names = await namesRead(visitor);
      if (names.every((read) => read === name)) break;
      lastOld = started;
      expect(started, `save ${save}: still the older version`).toBeLessThan(5 * BOUND_MS);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    late.push(lastOld);
  }

  await owner.dispose();
  await visitor.dispose();
  const sorted = [...late].sort((a, b) => a - b);
  console.log(
    `freshness: the older version read at most ${Math.round(sorted.at(-1)!)} ms after a save was answered ` +
      `(median ${Math.round(sorted[SAVES / 2]!)} ms, ${SAVES} saves)`,
  );
  expect(sorted.at(-1)!).toBeLessThan(BOUND_MS);
});

import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page, expect, request } from '@playwright/test';
import { type Blog, DEFAULT_PORTFOLIO, pageContent, type PageContent, type Portfolio } from '@portfolio/contract';
import { queryDatabase } from '@portfolio/stack/database';
import { compose, containerOf } from '../stack/docker.mjs';
import { API_LOG, readState } from '@portfolio/stack/native';

export { DEFAULT_PORTFOLIO, type Portfolio };

/** The owner's sign-in on the stack under test (`make env` made a random one for Docker's). */
export const OWNER = readState().owner;

export function baseUrl(): string {
  return readState().baseUrl;
}

/** An HTTP client of its own, signed in as the owner, through nginx like a browser. */
export async function ownerApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: baseUrl() });
  const response = await api.post('/api/auth/login', { data: OWNER });
  expect(response.status()).toBe(204);
  return api;
}

/** The owner's session for storing documents, signed in once: nginx allows only so many sign-ins a minute. */
let ownerSession: APIRequestContext | undefined;

/**
 * Replaces the stored document through the API (the owner's session, If-Match of the current
 * version), and waits until visitors are served it, as JSON and in the page: nginx caches both
 * for a second.
 */
export async function storeDocument(document: Portfolio): Promise<void> {
  ownerSession ??= await ownerApi();
  // With a live session cookie the read passes nginx's cache, and the ETag is the stored version's;
  // with an ended one it is a visitor's, which no save takes: so each try reads with its own session.
  const save = async (api: APIRequestContext) => {
    const current = await api.get('/api/portfolio');
    return api.put('/api/portfolio', { data: document, headers: { 'If-Match': current.headers().etag! } });
  };
  let response = await save(ownerSession);
  if (response.status() === 401) {
    // A test signed the owner out everywhere.
    ownerSession = await ownerApi();
    response = await save(ownerSession);
  }
  expect(response.status()).toBe(200);

  const visitor = await request.newContext({ baseURL: baseUrl() });
  await expect.poll(async () => (await visitor.get('/api/portfolio')).json(), { timeout: 5000 }).toEqual(document);
  await expect
    .poll(async () => pageData(await (await visitor.get('/')).text()), { timeout: 5000 })
    .toEqual(pageContent(document));
  await visitor.dispose();
}

/** The document the pre-rendered page carries for the browser (undefined in the static page). */
export function pageData(html: string): PageContent | undefined {
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as { portfolio: PageContent }).portfolio;
}

export function withName(name: string): Portfolio {
  const document = structuredClone(DEFAULT_PORTFOLIO);
  document.personalInfo.name = name;
  return document;
}

/** Collects Content-Security-Policy violations the page reports. */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...console,
  ];
}

/** Forgets failed sign-ins, as if their window had passed. */
export async function clearLoginFailures(): Promise<void> {
  await runSql('DELETE FROM login_failure');
}

/** Runs one statement on the stack's database. */
export async function runSql(sql: string): Promise<void> {
  await querySql(sql);
}

/** Runs one query on the stack's database: the first column of each row, as text. */
export async function querySql(sql: string): Promise<string[]> {
  const state = readState();
  if (state.kind === 'docker') {
    const output = compose(
      state.composeDir,
      ['exec', '-T', 'db', 'sh', '-c', 'psql -q -At -v ON_ERROR_STOP=1 -U "$POSTGRES_USER" -d "$POSTGRES_DB"'],
      { input: sql },
    );
    return output.split('\n').filter((line) => line !== '');
  }
  const rows = await queryDatabase(state.databaseUrl, sql);
  return rows.map((row) => String(Object.values(row)[0]));
}

/** What the API has logged so far: JSON lines. */
export function apiLog(): string {
  const state = readState();
  if (state.kind === 'native') return readFileSync(API_LOG, 'utf8');
  return execFileSync('docker', ['logs', containerOf(state.composeDir, 'backend')], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
}

/** Fills the sign-in form at /admin and submits it. */
export async function signIn(page: Page, password = OWNER.password): Promise<void> {
  await page.goto(`${baseUrl()}/admin`);
  await page.getByLabel('Username').fill(OWNER.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs the owner in and waits for the editor. */
export async function signedIn(page: Page): Promise<void> {
  await signIn(page);
  // The password's hash at the product's cost, the editor's code and its first read, one after the
  // other: on a machine that builds images beside the tests, the sign-in alone took 3 s and the
  // editor was still loading 5 s after the click.
  await expect(page.getByRole('tab', { name: /^Personal/ })).toBeVisible({ timeout: 15_000 });
}

/**
 * axe's violations on the page as it stands, one line each, so a failure reads as a list; and
 * every colour axe cannot read (it reads no `none` in `oklch()`, how Tailwind writes a grey), for
 * axe skips the contrast of text drawn in one, or over one, without a word.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const unread = await page.evaluate(() =>
    [document.documentElement, ...Array.from(document.querySelectorAll('body, body *'))].flatMap((element) => {
      const { color, backgroundColor } = getComputedStyle(element);
      const name = element.id ? `#${element.id}` : element.tagName.toLowerCase();
      return [color, backgroundColor]
        .filter((value) => value.includes('none'))
        .map((value) => `unreadable colour: ${name}: ${value}`);
    }),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return [
    ...new Set(unread),
    ...results.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary?.replaceAll('\n', ' ')}`,
      ),
    ),
  ];
}

/**
 * A post body with every part a post's page draws: three headings (so a table of contents), a
 * table, code, a task list and a quote.
 */
export const POST_BODY = [
  'Queues fill when producers outrun consumers. This post is about **why**, and what to do.',
  '## Why queues fill',
  'Bursts, skewed keys and retries.',
  '## Measuring lag',
  '| Figure | Alert when |\n|:--|--:|\n| Lag (seconds) | above the SLO |',
  '```ts\nconst lag = high - committed;\n```',
  '## What to do',
  '- [x] Shed load nobody misses\n- [ ] Re-key the hot partition',
  '> The queue is never the problem.',
].join('\n\n');

/**
 * Stores `document` with its first post given `post`'s fields (a slug: a page at /blog/{slug}) and
 * `markdown` as its body, as the editor stores them: the body first, then the document naming it.
 */
export async function storeWithPost(
  document: Portfolio,
  post: Partial<Blog>,
  markdown = POST_BODY,
): Promise<Portfolio> {
  const owner = await ownerApi();
  const stored = await owner.put('/api/post-bodies', { data: { markdown } });
  expect(stored.status()).toBe(200);
  const { id } = (await stored.json()) as { id: string };
  await owner.dispose();
  const withPost = structuredClone(document);
  withPost.blogs[0] = { ...withPost.blogs[0]!, ...post, body: id };
  await storeDocument(withPost);
  return withPost;
}

/** The toast's live region: a list's drag and drop has a status region of its own, which is assertive. */
export const toast = (page: Page) => page.locator('[role="status"][aria-live="polite"]');

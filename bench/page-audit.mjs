// The pages in the browser: a static copy of the public page as rendered, and Lighthouse's audit
// of the public page, the copy, and the admin before and after signing in.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from '@portfolio/stack/chromium';

const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_FLAGS,
  // The HTTPS round's certificate is from Caddy's own local authority, which no browser trusts.
  '--ignore-certificate-errors',
];

/** The page as the browser rendered it, without its scripts: what the page could be at best. */
export async function writeStaticCopy(baseUrl, path) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/`);
  await page.getByRole('heading', { name: 'Skills & Technologies' }).waitFor();
  const html = await page.evaluate(() => {
    for (const element of document.querySelectorAll('script, link[rel="modulepreload"]')) element.remove();
    return `<!doctype html>\n${document.documentElement.outerHTML}`;
  });
  writeFileSync(path, html);
  await browser.close();
}

/**
 * Lighthouse's mobile preset (simulated slow 4G and CPU), in the system Chromium. With `owner`,
 * the owner signs in through the admin's form first, and Lighthouse keeps the browser's storage
 * (the session cookie, and the flag that shows the editor at once) but not its cache: the
 * editor's first load, on the owner's next visit.
 */
export async function audit(url, { owner } = {}) {
  // Now and then the headless browser reports no paint at all (Lighthouse's NO_FCP, every figure
  // empty): that run says nothing of the page, and is made again, twice at most.
  for (let attempt = 1; ; attempt += 1) {
    const run = await auditOnce(url, { owner });
    if (typeof run.fcpMs === 'number' || attempt === 3) return run;
    process.stderr.write(`${url}: Lighthouse saw no paint (${run.error}); again\n`);
  }
}

async function auditOnce(url, { owner }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    if (owner) await signIn(chrome.port, new URL('/admin', url).href, owner);
    const options = { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: Boolean(owner) };
    const { lhr } = await lighthouse(url, options);
    const score = (category) => Math.round(lhr.categories[category].score * 100);
    const metric = (id) => lhr.audits[id].numericValue;
    const requests = lhr.audits['network-requests'].details.items;
    const scripts = requests.filter((item) => item.resourceType === 'Script');
    // What the page loads, by kind (Document, Stylesheet, Script, Image, Font…), as Lighthouse
    // counts it: each response's transfer, headers included.
    const transferKb = {};
    for (const item of requests) {
      transferKb[item.resourceType] = (transferKb[item.resourceType] ?? 0) + item.transferSize / 1024;
    }
    // The main thread's time by kind, on the simulated phone (Lighthouse multiplies what it saw by
    // its CPU slowdown): 0 for a kind the page did not spend any time on.
    const work = lhr.audits['mainthread-work-breakdown'].details?.items ?? [];
    const spent = (group) => work.find((item) => item.group === group)?.duration ?? 0;
    return {
      error: lhr.runtimeError?.code,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      mainThreadMs: {
        script: spent('scriptEvaluation'),
        styleLayout: spent('styleLayout'),
        rendering: spent('paintCompositeRender'),
      },
      scriptKb: scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024,
      scriptPaths: scripts.map((item) => new URL(item.url).pathname),
      stylePaths: requests
        .filter((item) => item.resourceType === 'Stylesheet')
        .map((item) => new URL(item.url).pathname),
      transferKb,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Signs the owner in at `adminUrl` in the Chromium listening on `port`, as a person does, waits
 * for the editor, and empties the HTTP cache it filled.
 */
async function signIn(port, adminUrl, owner) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(adminUrl);
  await page.getByLabel('Username').fill(owner.username);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('tab', { name: /^Personal/ }).waitFor();
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

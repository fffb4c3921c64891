// The public page in the browser: a static copy of it as rendered, and Lighthouse's audit.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
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

/** Lighthouse's mobile preset (simulated slow 4G and CPU), in the system Chromium. */
export async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const score = (category) => Math.round(lhr.categories[category].score * 100);
    const metric = (id) => lhr.audits[id].numericValue;
    const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      scriptKb: scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024,
    };
  } finally {
    await chrome.kill();
  }
}

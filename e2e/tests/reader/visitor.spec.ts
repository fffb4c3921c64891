import { expect, test } from '@playwright/test';
import { DEFAULT_PORTFOLIO, baseUrl, storeDocument, withName } from '../support';

test.describe('a visitor', () => {
  test.beforeAll(async () => {
    await storeDocument(withName('Grace Hopper'));
  });

  test('reads every section of the owner’s page, from the API', async ({ page }) => {
    await page.goto(`${baseUrl()}/`);

    await expect(page.getByRole('heading', { level: 1 })).toContainText(DEFAULT_PORTFOLIO.personalInfo.title);
    await expect(page.getByText('Grace Hopper').first()).toBeVisible();
    await expect(page.getByText('Available for work')).toBeVisible();
    await expect(page.getByText(DEFAULT_PORTFOLIO.personalInfo.description).first()).toBeVisible();

    const navigation = page.getByRole('navigation').first();
    for (const anchor of ['Home', 'Skills', 'Projects', 'Blog', 'Contact']) {
      await expect(navigation.getByRole('link', { name: anchor, exact: true })).toHaveAttribute('href', /^#/);
    }

    const skills = page.locator('section#skills');
    await expect(skills.getByRole('heading', { name: 'Skills & Technologies' })).toBeVisible();
    for (const { name } of DEFAULT_PORTFOLIO.skills)
      await expect(skills.getByText(name, { exact: true })).toBeVisible();

    const projects = page.locator('section#projects');
    await expect(projects.getByRole('heading', { name: 'Featured Projects' })).toBeVisible();
    await expect(projects.getByRole('article')).toHaveCount(3);
    for (const number of ['01', '02', '03']) await expect(projects.getByText(number, { exact: true })).toBeVisible();
    await expect(projects.getByText('LIVE PROJECT')).toHaveCount(3);
    await expect(projects.getByRole('link', { name: /View Code/ }).first()).toHaveAttribute(
      'href',
      DEFAULT_PORTFOLIO.projects[0]!.github,
    );
    await expect(projects.getByRole('link', { name: /Live Demo/ }).first()).toHaveAttribute(
      'href',
      DEFAULT_PORTFOLIO.projects[0]!.live,
    );

    const blog = page.locator('section#blog');
    await expect(blog.getByRole('heading', { name: 'Latest Insights' })).toBeVisible();
    await expect(blog.getByText('Mar 15, 2024')).toBeVisible();
    await expect(blog.getByText('8 min read')).toBeVisible();
    await expect(blog.getByText('Read Article')).toHaveCount(3);
    await expect(blog.getByRole('link')).toHaveCount(0);

    const contact = page.locator('section#contact');
    await expect(contact.getByRole('link', { name: 'Start a Conversation' })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_PORTFOLIO.personalInfo.email}`,
    );
    const github = contact.getByRole('link', { name: /GitHub/ });
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(page.getByRole('contentinfo')).toHaveText(
      `© ${new Date().getFullYear()} Portfolio. All rights reserved.`,
    );
    await expect(page.getByText('Offline Mode')).toHaveCount(0);
    await expect(page.getByText('Demo Mode')).toHaveCount(0);
  });

  test('downloads the resume, a real PDF', async ({ page }) => {
    await page.goto(`${baseUrl()}/`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Resume' }).click(),
    ]);

    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('sees the not-found page on an unknown path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

    await page.goto(`${baseUrl()}/no/such/page`);

    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/`);
    // Inside the app the page fetches the document, as before it was served as HTML.
    await expect(page.locator('header').getByText('Grace Hopper')).toBeVisible();
    expect(errors.join('\n')).toContain('/no/such/page');
  });
});

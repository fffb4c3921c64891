import { type Page, expect, test } from '@playwright/test';
import { DEFAULT_PORTFOLIO, baseUrl, signIn, signedIn, storeDocument } from '../support';

test.beforeEach(async () => {
  await storeDocument(DEFAULT_PORTFOLIO);
});

test.describe('the owner', () => {
  test('is refused with a wrong password, in the product’s words', async ({ page }) => {
    await signIn(page, 'not the password at all');

    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page.getByText('Authorized personnel only')).toBeVisible();
  });

  test('edits every tab, saves, and visitors see the change', async ({ page }) => {
    await signedIn(page);

    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Title').fill('Analytical Engine Programmer');
    await page.getByLabel('Description').fill('First to publish an algorithm\nfor a machine.');
    await page.getByLabel('Email').fill('ada@example.org');
    await page.getByLabel('GitHub URL').fill('https://github.com/ada');
    await page.getByLabel('LinkedIn URL').fill('');

    await page.getByRole('tab', { name: /^Skills/ }).click();
    await page.getByRole('textbox', { name: 'Skill 1', exact: true }).fill('Mathematics');
    await page.getByRole('button', { name: /^Delete skill 16/ }).click();
    await page.getByRole('button', { name: 'Add Skill' }).click();
    await page.getByRole('textbox', { name: 'Skill 16', exact: true }).fill('Poetical Science');

    await page.getByRole('tab', { name: /^Projects/ }).click();
    await page.getByRole('button', { name: /^Delete project 03/ }).click();
    await page.getByRole('button', { name: 'Add Project' }).click();
    const project = page.getByRole('group', { name: 'Project 03' });
    await project.getByLabel('Title').fill('Note G');
    await project.getByLabel('Technologies (comma-separated)').fill('Bernoulli numbers, , Analytical Engine ');
    await project.getByLabel('Description').fill('The first published program.');
    await project.getByLabel('GitHub URL').fill('https://github.com/ada/note-g');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Data saved successfully!')).toBeVisible();

    // A post is saved on its own.
    await page.getByRole('tab', { name: /^Blogs/ }).click();
    await page.getByRole('button', { name: 'Add Blog Post' }).click();
    const post = page.getByRole('group', { name: 'Blog post', exact: true });
    await post.getByLabel('Title').fill('Sketch of the Analytical Engine');
    await post.getByLabel('Read Time').fill('45 min read');
    await post.getByLabel('Date').fill('1843-09-05');
    await post.getByLabel('Excerpt').fill('Notes by the translator.');
    await page.getByRole('button', { name: 'Save Post' }).click();
    await expect(page.getByText('Data saved successfully!').first()).toBeVisible();

    const visitor = await page.context().browser()!.newPage();
    await expect
      .poll(
        async () => {
          await visitor.goto(`${baseUrl()}/`);
          return visitor.getByText('Ada Lovelace').first().isVisible();
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Analytical Engine Programmer');
    await expect(visitor.locator('section#skills').getByText('Poetical Science')).toBeVisible();
    await expect(visitor.locator('section#skills').getByText('Git', { exact: true })).toHaveCount(0);
    const projects = visitor.locator('section#projects');
    await expect(projects.getByRole('heading', { name: 'Note G' })).toBeVisible();
    await expect(projects.getByText('Bernoulli numbers', { exact: true })).toBeVisible();
    await expect(projects.getByText('Analytical Engine', { exact: true })).toBeVisible();
    await expect(visitor.locator('section#blog').getByText('Sep 5, 1843')).toBeVisible();
    await expect(visitor.locator('section#contact').getByRole('link', { name: /LinkedIn/ })).toHaveCount(0);
    await visitor.close();
  });

  test('stays signed in across a reload, and is signed out by Logout', async ({ page }) => {
    await signedIn(page);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect((await page.request.get(`${baseUrl()}/api/auth/session`)).status()).toBe(401);
  });
});

test.describe('saving, when it fails', () => {
  async function editAndSave(page: Page) {
    await signedIn(page);
    await page.getByLabel('Name').fill('Unsaved Name');
    await page.getByRole('button', { name: 'Save Changes' }).click();
  }

  async function expectEditsKept(page: Page) {
    await expect(page.getByLabel('Name')).toHaveValue('Unsaved Name');
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Restore unsaved changes?' })).toBeVisible();
    await page.getByRole('button', { name: 'Restore draft' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('Unsaved Name');
  }

  test('an error status: changes saved locally only', async ({ page }) => {
    await page.route('**/api/landing', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { message: 'boom' } }) : route.fallback(),
    );

    await editAndSave(page);

    await expect(page.getByText('API not available - changes saved locally only')).toBeVisible();
    await expectEditsKept(page);
  });

  test('a network failure: running in demo mode', async ({ page }) => {
    await page.route('**/api/landing', (route) =>
      route.request().method() === 'PUT' ? route.abort('failed') : route.fallback(),
    );

    await editAndSave(page);

    await expect(page.getByText('API not available - running in demo mode')).toBeVisible();
    await expectEditsKept(page);
  });

  test('no answer within 10 s: save timeout', async ({ page }) => {
    await page.clock.install();
    // The request is held, unanswered, until the page gives up on it.
    await page.route('**/api/landing', (route) => (route.request().method() === 'PUT' ? undefined : route.fallback()));

    await editAndSave(page);
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeVisible();
    await page.clock.fastForward(10_000);

    await expect(page.getByText('Save timeout - API not responding')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Unsaved Name');
  });

  test('the portfolio changed elsewhere: a choice, and the edits kept', async ({ page }) => {
    await signedIn(page);
    await page.getByLabel('Name').fill('Unsaved Name');
    await storeDocument({
      ...DEFAULT_PORTFOLIO,
      skills: [{ name: 'Saved elsewhere', hidden: false, translations: [] }],
    });

    await page.getByRole('button', { name: 'Save Changes' }).click();

    const dialog = page.getByRole('dialog', { name: 'The portfolio was changed elsewhere' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('Unsaved Name');
  });
});

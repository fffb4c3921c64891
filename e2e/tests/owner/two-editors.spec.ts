import { type Browser, type Page, expect, test } from '@playwright/test';
import { DEFAULT_PORTFOLIO, ownerApi, signedIn, storeDocument } from '../support';

// Two browsers signed in as the owner, each with a post open: posts are saved one at a time, so
// two different posts both save, and the same post saved from both is a conflict for the later one.

const [first, second, third] = DEFAULT_PORTFOLIO.blogs;

test.beforeEach(async () => {
  await storeDocument(DEFAULT_PORTFOLIO);
});

test.afterAll(async () => {
  await storeDocument(DEFAULT_PORTFOLIO);
});

async function editorWithPost(browser: Browser, title: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signedIn(page);
  await page.getByRole('tab', { name: /^Blogs/ }).click();
  await page.getByRole('list', { name: 'Blog posts' }).getByRole('button', { name: title }).click();
  await expect(page.getByRole('heading', { name: `Blog post: ${title}` })).toBeFocused();
  return page;
}

async function saveReadTime(page: Page, readTime: string): Promise<void> {
  await page.getByRole('group', { name: 'Blog post', exact: true }).getByLabel('Read Time').fill(readTime);
  await page.getByRole('button', { name: 'Save Post' }).click();
}

test('two browsers editing two different posts both save', async ({ browser }) => {
  const one = await editorWithPost(browser, first!.title);
  const two = await editorWithPost(browser, second!.title);

  await saveReadTime(one, '11 min read');
  await expect(one.getByText('Data saved successfully!')).toBeVisible();
  await saveReadTime(two, '22 min read');
  await expect(two.getByText('Data saved successfully!')).toBeVisible();

  const api = await ownerApi();
  const page = (await (await api.get('/api/posts')).json()) as { posts: Array<{ id: string; title: string }> };
  const readTimeOf = async (title: string) => {
    const { id } = page.posts.find((post) => post.title === title)!;
    return ((await (await api.get(`/api/posts/${id}`)).json()) as { readTime: string }).readTime;
  };
  expect(await readTimeOf(first!.title)).toBe('11 min read');
  expect(await readTimeOf(second!.title)).toBe('22 min read');
});

test('two browsers editing the same post: the later save is a conflict, and keeps its edits', async ({ browser }) => {
  const one = await editorWithPost(browser, third!.title);
  const two = await editorWithPost(browser, third!.title);

  await saveReadTime(one, '33 min read');
  await expect(one.getByText('Data saved successfully!')).toBeVisible();
  await saveReadTime(two, '44 min read');

  const dialog = two.getByRole('dialog', { name: `The post ${third!.title} was changed elsewhere` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(two.getByRole('group', { name: 'Blog post', exact: true }).getByLabel('Read Time')).toHaveValue(
    '44 min read',
  );
  await two.getByRole('button', { name: 'Save Post' }).click();
  await two
    .getByRole('dialog', { name: /was changed elsewhere/ })
    .getByRole('button', { name: 'Load latest' })
    .click();
  await expect(two.getByRole('group', { name: 'Blog post', exact: true }).getByLabel('Read Time')).toHaveValue(
    '33 min read',
  );
});

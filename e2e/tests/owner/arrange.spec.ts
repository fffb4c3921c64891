import { type Locator, type Page, expect, test } from '@playwright/test';
import { DEFAULT_PORTFOLIO, baseUrl, pageData, recordCspViolations, signedIn, storeDocument, toast } from '../support';

// The owner arranges the page: drags a project above another, moves a skill with the keyboard,
// hides a post and features a project, and saves; a visitor's page follows, and holds no trace of
// what is hidden.

const [firstProject, secondProject, thirdProject] = DEFAULT_PORTFOLIO.projects;
const [firstSkill, secondSkill] = DEFAULT_PORTFOLIO.skills;
const hiddenPost = DEFAULT_PORTFOLIO.blogs[1]!;

test.beforeEach(async () => {
  await storeDocument(DEFAULT_PORTFOLIO);
});

test.afterAll(async () => {
  await storeDocument(DEFAULT_PORTFOLIO);
});

/** Drags an item by its handle with the mouse, in small steps as a hand does, to where `target` begins. */
async function drag(page: Page, handle: Locator, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 10, { steps: 20 });
  await page.mouse.up();
}

test('the owner reorders, features and hides, and a visitor sees the page so arranged', async ({ page, request }) => {
  const violations = await recordCspViolations(page);
  // Tall enough for two projects' cards at once: the handle and the place it goes.
  await page.setViewportSize({ width: 1280, height: 1500 });
  await signedIn(page);

  await page.getByRole('tab', { name: /^Projects/ }).click();
  const titles = () =>
    page
      .getByRole('textbox', { name: 'Title' })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  await drag(
    page,
    page.getByRole('button', { name: `Reorder project 02: ${secondProject!.title}` }),
    page.getByRole('group', { name: 'Project 01' }),
  );
  await expect.poll(titles).toEqual([secondProject!.title, firstProject!.title, thirdProject!.title]);
  await page.getByRole('group', { name: 'Project 03' }).getByRole('checkbox', { name: 'Featured' }).check();

  await page.getByRole('tab', { name: /^Skills/ }).click();
  const handle = page.getByRole('button', { name: `Reorder skill 1: ${firstSkill!.name}` });
  // Each key waits for the step before it to be announced, as a screen reader user would.
  const announced = page.locator('[role="status"][aria-live="assertive"]');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(`Picked up Skill 1: ${firstSkill!.name}, at position 1 of 16.`);
  await page.keyboard.press('ArrowRight');
  await expect(announced).toHaveText(`Skill 1: ${firstSkill!.name} moved to position 2 of 16.`);
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(`Skill 1: ${firstSkill!.name} dropped at position 2 of 16.`);
  await expect(page.getByRole('textbox', { name: 'Skill 1', exact: true })).toHaveValue(secondSkill!.name);
  await expect(page.getByRole('textbox', { name: 'Skill 2', exact: true })).toHaveValue(firstSkill!.name);
  await expect(page.getByRole('button', { name: `Reorder skill 2: ${firstSkill!.name}` })).toBeFocused();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toHaveText('Data saved successfully!');

  // A post is hidden with its own save.
  await page.getByRole('tab', { name: /^Blogs/ }).click();
  await page.getByRole('list', { name: 'Blog posts' }).getByRole('button', { name: hiddenPost.title }).click();
  await page.getByRole('group', { name: 'Blog post', exact: true }).getByRole('checkbox', { name: 'Hidden' }).check();
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(toast(page)).toContainText('Data saved successfully!');

  // The editor after a reload: the order and the marks held.
  await page.reload();
  await page.getByRole('tab', { name: /^Projects/ }).click();
  await expect.poll(titles).toEqual([secondProject!.title, firstProject!.title, thirdProject!.title]);
  await expect(page.getByRole('group', { name: 'Project 03 (featured)' })).toBeVisible();

  // A visitor: skills in their new order, the featured project first, marked, and no trace of
  // the hidden post, in the page or its data.
  const expected = [thirdProject!.title, secondProject!.title, firstProject!.title];
  await expect
    .poll(async () => pageData(await (await request.get(`${baseUrl()}/`)).text())?.projects.map(({ title }) => title))
    .toEqual(expected);
  const html = await (await request.get(`${baseUrl()}/`)).text();
  expect(html).not.toContain(hiddenPost.title);
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${baseUrl()}/`);
  const cards = visitor.getByRole('region', { name: 'Featured Projects' }).getByRole('article');
  await expect(cards.getByRole('heading')).toHaveText(expected);
  await expect(cards.first()).toContainText('FEATURED');
  await expect(visitor.getByRole('region', { name: 'Skills & Technologies' }).getByRole('listitem').first()).toHaveText(
    secondSkill!.name,
  );
  await expect(visitor.getByText(hiddenPost.title)).toHaveCount(0);
  await visitor.close();
  expect(await violations()).toEqual([]);
});

/** Each list the owner reorders: its tab, the name of its N-th item's controls, and its items as they stand. */
const LISTS = [
  { tab: 'Skills', item: (n: number) => `skill ${n}`, field: /^Skill \d+$/ },
  { tab: 'Projects', item: (n: number) => `project ${String(n).padStart(2, '0')}`, field: /^Title$/ },
  // The pinned posts, whose titles are their rows' open buttons; each move is saved at once.
  { tab: 'Blogs', item: (n: number) => `pinned post ${n}`, field: undefined },
] as const;

for (const { width, height, skillColumns } of [
  { width: 1280, height: 900, skillColumns: 3 },
  { width: 390, height: 844, skillColumns: 1 },
]) {
  test(`at ${width} × ${height}, each arrow key moves an item the way it points, in every list, a card taller than the window too`, async ({
    page,
  }) => {
    // Twelve moves, each waiting for its announcements.
    test.slow();
    await page.setViewportSize({ width, height });
    await storeDocument({
      ...DEFAULT_PORTFOLIO,
      blogs: DEFAULT_PORTFOLIO.blogs.map((post) => ({ ...post, pinned: true })),
    });
    await signedIn(page);
    const announced = page.locator('[role="status"][aria-live="assertive"]');

    for (const { tab, item, field } of LISTS) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      const values = () =>
        field
          ? page
              .getByRole('textbox', { name: field, exact: true })
              .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
          : page
              .getByRole('list', { name: 'Pinned posts' })
              .getByRole('listitem')
              .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('button')[1]!.textContent ?? ''));
      if (!field) await expect(page.getByRole('list', { name: 'Pinned posts' }).getByRole('listitem')).toHaveCount(3);
      const names = () => values().then((all) => all.map((value, index) => `${item(index + 1)}: ${value}`));
      const start = await values();
      // Up and Down step a row: in the skills' grid as many places as a row has; in a list, one.
      const columns = tab === 'Skills' ? skillColumns : 1;
      const from = columns + 2;

      if (tab === 'Projects') {
        // The owner drags the description's corner until the card is taller than the window.
        const card = page.getByRole('group', { name: 'Project 03' });
        await card.getByRole('textbox', { name: 'Description' }).evaluate((box) => {
          (box as HTMLTextAreaElement).style.height = '1000px';
        });
        expect((await card.boundingBox())!.height).toBeGreaterThan(height);
      }

      // Space, the arrow, Space, each step heard before the next, as a screen reader user does.
      for (const [arrow, at, to] of [
        ['ArrowUp', from, from - columns],
        ['ArrowDown', from - columns, from],
        ['ArrowLeft', from, from - 1],
        ['ArrowRight', from - 1, from],
      ] as const) {
        const before = await values();
        const [name] = (await names()).slice(at - 1);
        await page.getByRole('button', { name: `Reorder ${name}` }).focus();
        await page.keyboard.press('Space');
        await expect(announced).toHaveText(`Picked up ${capitalised(name!)}, at position ${at} of ${start.length}.`);
        await page.keyboard.press(arrow);
        await expect(announced).toHaveText(`${capitalised(name!)} moved to position ${to} of ${start.length}.`);
        await page.keyboard.press('Space');
        await expect(announced).toHaveText(`${capitalised(name!)} dropped at position ${to} of ${start.length}.`);

        const after = [...before];
        after.splice(to - 1, 0, ...after.splice(at - 1, 1));
        await expect.poll(values, `${tab}: ${arrow}`).toEqual(after);
      }
      expect(await values()).toEqual(start);
    }
  });
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

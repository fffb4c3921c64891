import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, openEditor, openPost, saveButton, savePostButton, setUpAdminTests, tab } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { OWNER_PORTFOLIO } from '@/test/fixtures';

setUpAdminTests();

// jsdom lays nothing out: each item of a list is given a box of its own, one under another, so
// that the keyboard's moves find the next item where a browser would.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('li');
    const index = item ? [...item.parentElement!.children].indexOf(item) : 0;
    return DOMRect.fromRect({ x: 0, y: index * 100, width: 600, height: 90 });
  });
});

const handle = (name: string) => screen.getByRole('button', { name: `Reorder ${name}` });
/** Every announcement the drag and drop's live region has made, in order, from the call on. */
function announcements(): string[] {
  const heard: string[] = [];
  const region = document.querySelector('[aria-live="assertive"]')!;
  new MutationObserver(() => heard.push(region.textContent ?? '')).observe(region, {
    childList: true,
    characterData: true,
    subtree: true,
  });
  return heard;
}
const projectTitles = () =>
  screen.getAllByRole('textbox', { name: 'Title' }).map((input) => (input as HTMLInputElement).value);

async function press(user: ReturnType<typeof import('@testing-library/user-event').default.setup>, key: string) {
  await user.keyboard(key);
  // The sensor moves on the next frame.
  await act(() => vi.advanceTimersByTimeAsync(50));
}

describe('admin: arranging the lists', () => {
  it('moves a project with the keyboard, announcing each step, and keeps focus on its handle', async () => {
    const { user, api } = await openEditor();
    await user.click(tab('Projects'));
    const [first, second] = OWNER_PORTFOLIO.projects;
    expect(projectTitles()).toEqual([first!.title, second!.title]);

    const heard = announcements();
    handle(`project 02: ${second!.title}`).focus();
    await press(user, ' ');
    await press(user, '{ArrowUp}');
    await press(user, ' ');

    expect(heard).toEqual(
      expect.arrayContaining([
        `Picked up Project 02: ${second!.title}, at position 2 of 2.`,
        `Project 02: ${second!.title} moved to position 1 of 2.`,
      ]),
    );
    expect(heard.at(-1)).toBe(`Project 02: ${second!.title} dropped at position 1 of 2.`);
    expect(projectTitles()).toEqual([second!.title, first!.title]);
    expect(document.activeElement).toBe(handle(`project 01: ${second!.title}`));

    await user.click(saveButton());
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.state.portfolio.projects.map(({ title }) => title)).toEqual([second!.title, first!.title]);
    // The list's keys are the editor's own: the document saved has only its fields.
    expect(Object.keys(api.state.portfolio.projects[0]!).sort()).toEqual(Object.keys(first!).sort());
  });

  it('moves an item of a list one place for Left and Right too, as for Up and Down', async () => {
    const { user } = await openEditor();
    await user.click(tab('Projects'));
    const [first, second] = OWNER_PORTFOLIO.projects;

    const heard = announcements();
    handle(`project 02: ${second!.title}`).focus();
    await press(user, ' ');
    await press(user, '{ArrowLeft}');
    await press(user, ' ');
    expect(heard.at(-1)).toBe(`Project 02: ${second!.title} dropped at position 1 of 2.`);
    expect(projectTitles()).toEqual([second!.title, first!.title]);

    handle(`project 01: ${second!.title}`).focus();
    await press(user, ' ');
    await press(user, '{ArrowRight}');
    await press(user, ' ');
    expect(heard.at(-1)).toBe(`Project 01: ${second!.title} dropped at position 2 of 2.`);
    expect(projectTitles()).toEqual([first!.title, second!.title]);
  });

  it('takes an arrow pressed at once after the pick-up, before the page has run anything else', async () => {
    const { user } = await openEditor();
    await user.click(tab('Projects'));
    const [first, second] = OWNER_PORTFOLIO.projects;

    const heard = announcements();
    const picked = handle(`project 02: ${second!.title}`);
    picked.focus();
    // The arrow right after the pick-up has been drawn, before any timer: a browser runs input
    // first, so a quick second key can come this soon.
    act(() => fireEvent.keyDown(picked, { code: 'Space', key: ' ' }));
    act(() => fireEvent.keyDown(picked, { code: 'ArrowUp', key: 'ArrowUp' }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    await press(user, ' ');

    expect(heard.at(-1)).toBe(`Project 02: ${second!.title} dropped at position 1 of 2.`);
    expect(projectTitles()).toEqual([second!.title, first!.title]);
  });

  it('puts an item back where it was on Escape', async () => {
    const { user } = await openEditor();
    await user.click(tab('Skills'));
    const [rust] = OWNER_PORTFOLIO.skills;

    const heard = announcements();
    handle(`skill 1: ${rust!.name}`).focus();
    await press(user, ' ');
    await press(user, '{ArrowDown}');
    await press(user, '{Escape}');

    expect(heard.at(-1)).toBe(`Moving cancelled. Skill 1: ${rust!.name} is back at position 1 of 3.`);
    expect(screen.getByRole('textbox', { name: 'Skill 1' })).toHaveValue(rust!.name);
  });

  it('features and hides items, marks them, and saves the flags', async () => {
    const { user, api } = await openEditor();
    await user.click(tab('Projects'));
    const project = screen.getByRole('group', { name: 'Project 02' });
    await user.click(within(project).getByRole('checkbox', { name: 'Featured' }));
    await user.click(within(project).getByRole('checkbox', { name: 'Hidden' }));
    expect(screen.getByRole('group', { name: 'Project 02 (featured, hidden)' })).toBeInTheDocument();

    await user.click(tab('Skills'));
    await user.click(within(screen.getByRole('group', { name: 'Skill 3' })).getByRole('checkbox', { name: 'Hidden' }));
    expect(screen.getByRole('group', { name: 'Skill 3 (hidden)' })).toBeInTheDocument();

    await user.click(saveButton());
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    const saved = api.state.portfolio;
    expect(saved.projects.map(({ featured, hidden }) => [featured, hidden])).toEqual([
      [false, false],
      [true, true],
    ]);
    expect(saved.skills.map(({ hidden }) => hidden)).toEqual([false, false, true]);

    // A post's flag is saved with the post.
    await user.click(within(await openPost(user, 'Backpressure, Explained')).getByRole('checkbox', { name: 'Hidden' }));
    await user.click(savePostButton());
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    await advance(0);
    expect(api.state.posts.map(({ fields: { hidden } }) => hidden)).toEqual([true, false, false]);
  });

  it('moves a pinned post with the keyboard and saves the order at once; reloads it when the pinned posts changed', async () => {
    const [first, second, third] = OWNER_PORTFOLIO.blogs;
    const portfolio = {
      ...OWNER_PORTFOLIO,
      blogs: [{ ...first!, pinned: true }, { ...second!, pinned: true }, third!],
    };
    const { user, api } = await openEditor(fakeApi({ signedIn: true, portfolio }));
    await user.click(tab('Blogs'));
    const pinned = await screen.findByRole('list', { name: 'Pinned posts' });
    const pinnedTitles = () =>
      within(pinned)
        .getAllByRole('listitem')
        .map((row) => within(row).getAllByRole('button')[1]!.textContent);
    expect(pinnedTitles()).toEqual([first!.title, second!.title]);

    const heard = announcements();
    handle(`pinned post 2: ${second!.title}`).focus();
    await press(user, ' ');
    await press(user, '{ArrowUp}');
    await press(user, ' ');

    expect(heard.at(-1)).toBe(`Pinned post 2: ${second!.title} dropped at position 1 of 2.`);
    expect(await screen.findByText("The pinned posts' order is saved.")).toBeInTheDocument();
    expect(api.state.pinnedSaves).toEqual([{ ids: ['post-2', 'post-1'] }]);
    expect(pinnedTitles()).toEqual([second!.title, first!.title]);
    // A move is no save of a post: no post's version changes.
    expect(api.state.posts.map(({ version }) => version)).toEqual([1, 1, 1]);

    // Another tab pins a third post: the next move is refused, and the list read again.
    api.savePostElsewhere(third!.title, { pinned: true });
    handle(`pinned post 2: ${first!.title}`).focus();
    await press(user, ' ');
    await press(user, '{ArrowUp}');
    await press(user, ' ');
    expect(
      await screen.findByText(/The pinned posts changed elsewhere, so the order was not saved/),
    ).toBeInTheDocument();
    expect(api.state.pinnedSaves).toHaveLength(2);
    await vi.waitFor(() => expect(pinnedTitles()).toEqual([second!.title, first!.title, third!.title]));
  });

  it('lists every pinned post past the first page of 20, and saves the order of them all', async () => {
    const [template] = OWNER_PORTFOLIO.blogs;
    const blogs = Array.from({ length: 25 }, (_, index) => ({ ...template!, title: `Pin ${index + 1}`, pinned: true }));
    const { user, api } = await openEditor(fakeApi({ signedIn: true, portfolio: { ...OWNER_PORTFOLIO, blogs } }));
    await user.click(tab('Blogs'));
    const pinned = await screen.findByRole('list', { name: 'Pinned posts' });
    await vi.waitFor(() => expect(within(pinned).getAllByRole('listitem')).toHaveLength(25));
    expect(api.calls('GET /api/posts?pinned=true&page=2')).toHaveLength(1);

    handle('pinned post 25: Pin 25').focus();
    await press(user, ' ');
    await press(user, '{ArrowUp}');
    await press(user, ' ');

    expect(await screen.findByText("The pinned posts' order is saved.")).toBeInTheDocument();
    const ids = blogs.map((_, index) => `post-${index + 1}`);
    expect(api.state.pinnedSaves).toEqual([{ ids: [...ids.slice(0, 23), 'post-25', 'post-24'] }]);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notification, openEditor, openPost, replaceText, saveButton, setUpAdminTests } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { keepVersion } from '@/test/fake-post-revisions';
import { jsonResponse } from '@/test/fetch';
import { OWNER_PORTFOLIO } from '@/test/fixtures';

setUpAdminTests();

const renamed = (name: string) => ({ ...OWNER_PORTFOLIO, personalInfo: { ...OWNER_PORTFOLIO.personalInfo, name } });

/** The editor over a document saved three times: versions 1 and 2 kept, 3 published. */
async function openWithHistory() {
  const api = fakeApi({ signedIn: true, portfolio: renamed('Jordan One') });
  api.saveElsewhere(renamed('Jordan Two'));
  api.saveElsewhere(renamed('Jordan Three'));
  const view = await openEditor(api);
  const history = async () => {
    await view.user.click(screen.getByRole('button', { name: 'History' }));
    return screen.findByRole('dialog', { name: 'History' });
  };
  return { ...view, api, history };
}

describe('admin: history', () => {
  it('lists the current version and the kept ones, newest first, with when and what changed', async () => {
    const { history } = await openWithHistory();

    const dialog = await history();

    const list = await within(dialog).findByRole('list', { name: 'Saved versions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Version 3Published now.*Current$/),
      'Version 2just now · Changed: SkillsView',
      'Version 1just now · Changed: SkillsView',
    ]);
    expect(within(rows[1]!).getByText('just now')).toHaveAttribute('datetime', expect.stringMatching(/^\d{4}-/));
  });

  it('shows a kept version as the page, read-only, and restores it after asking: the editor starts from it', async () => {
    const { user, api, history } = await openWithHistory();
    await user.click(within(await history()).getByRole('button', { name: 'View version 1' }));

    const heading = await screen.findByRole('heading', { name: /^Version 1, saved just now$/ });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: OWNER_PORTFOLIO.personalInfo.title })).toBeInTheDocument();
    expect(screen.getAllByText(/Jordan One/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Jordan Three/)).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Personal' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    const confirm = screen.getByRole('dialog', { name: 'Restore version 1?' });
    expect(confirm).toHaveTextContent('The version published now stays in History, so you can undo this.');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Restore version 1' }));

    expect(await screen.findByText('Version 1 is restored and published.')).toBeInTheDocument();
    expect(api.calls('POST /api/portfolio/revisions/1/restore')).toHaveLength(1);
    const [, init] = api.calls('POST /api/portfolio/revisions/1/restore')[0]!;
    // Guarded by the whole document's ETag as it stands (version 3, no post changed since), read just before.
    expect(new Headers(init?.headers).get('if-match')).toBe('"3-0"');
    expect(api.state.portfolio.personalInfo.name).toBe('Jordan One');
    expect(api.state.version).toBe(4);
    expect(screen.getByLabelText('Name')).toHaveValue('Jordan One');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

    // The restore is a save like any other: the next one is made on version 4.
    await replaceText(user, screen.getByLabelText('Name'), 'Jordan Four');
    await user.click(saveButton());
    await screen.findByText('Data saved successfully!');
    expect(api.state.saves.at(-1)!.ifMatch).toBe('"4"');
  });

  it('changes nothing when the restore is cancelled, and goes back to the list with Escape', async () => {
    const { user, api, history } = await openWithHistory();
    await user.click(within(await history()).getByRole('button', { name: 'View version 2' }));
    await screen.findByRole('heading', { name: /^Version 2, saved/ });

    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: /Restore version/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    expect(await screen.findByRole('dialog', { name: 'History' })).toBeInTheDocument();
    expect(api.calls('POST /api/portfolio/revisions/2/restore')).toHaveLength(0);
    expect(api.state.version).toBe(3);
  });

  it('warns that unsaved changes will be replaced', async () => {
    const { user, history } = await openWithHistory();
    await replaceText(user, screen.getByLabelText('Title'), 'Unsaved title');
    await user.click(within(await history()).getByRole('button', { name: 'View version 2' }));

    await user.click(await screen.findByRole('button', { name: 'Restore this version' }));

    expect(screen.getByRole('dialog', { name: 'Restore version 2?' })).toHaveTextContent(
      'Your unsaved changes in the editor will be replaced.',
    );
  });

  it('offers the latest version when another tab saved meanwhile, restoring nothing', async () => {
    const { user, api, history } = await openWithHistory();
    await user.click(within(await history()).getByRole('button', { name: 'View version 1' }));
    await screen.findByRole('heading', { name: /^Version 1, saved/ });
    api.saveElsewhere(renamed('Jordan Elsewhere'));

    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));

    expect(await screen.findByRole('dialog', { name: 'The portfolio was changed elsewhere' })).toBeInTheDocument();
    expect(api.state.portfolio.personalInfo.name).toBe('Jordan Elsewhere');
  });

  it('says so when the API cannot restore, and stays on the version', async () => {
    const { user, api, history } = await openWithHistory();
    await user.click(within(await history()).getByRole('button', { name: 'View version 1' }));
    api.answerNext('POST /api/portfolio/revisions/1/restore', async () => jsonResponse({ message: 'down' }, 503));

    await user.click(await screen.findByRole('button', { name: 'Restore this version' }));
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));

    expect(await screen.findByText('API not available - the version was not restored')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Version 1, saved/ })).toBeInTheDocument();
  });

  it('says when the history cannot be loaded, and tries again on request', async () => {
    const { user, api, history } = await openWithHistory();
    api.answerNext('GET /api/portfolio/revisions', async () => jsonResponse({ message: 'down' }, 503));

    const dialog = await history();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The history could not be loaded.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: 'View version 2' })).toBeInTheDocument();
  });

  it('says there is nothing yet before the first save', async () => {
    const { user } = await openEditor();

    await user.click(screen.getByRole('button', { name: 'History' }));

    expect(
      await screen.findByText('No earlier versions yet. Each save keeps the one it replaces.'),
    ).toBeInTheDocument();
  });
});

const FIRST = 'Backpressure, Explained';

/** The first post saved twice (titled 'Second', then 'Third'), then opened: versions 1 and 2 kept, 3 in the editor. */
async function openPostWithHistory() {
  const api = fakeApi({ signedIn: true });
  const stored = api.state.posts[0]!;
  for (const title of ['Second', 'Third']) {
    keepVersion(stored);
    stored.fields = { ...stored.fields, title, slug: title.toLowerCase() };
    stored.version += 1;
  }
  const view = await openEditor(api);
  const { user } = view;
  await openPost(user, 'Third');
  const history = async () => {
    await user.click(screen.getByRole('button', { name: 'History of this post' }));
    return screen.findByRole('dialog', { name: /^History of the post / });
  };
  return { ...view, history };
}

describe("admin: a post's history", () => {
  it('lists its kept versions with what each save changed, and restores one over the current ETag', async () => {
    const { user, api, history } = await openPostWithHistory();
    const dialog = await history();
    const rows = within(await within(dialog).findByRole('list', { name: 'Saved versions' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^This versionOpen in the editor/),
      'Version 2just now · Changed: Title, SlugView',
      expect.stringMatching(/^Version 1just now · Changed: Title, Read Time, Date, Excerpt/),
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'View version 1' }));
    expect(await screen.findByRole('heading', { name: /^Version 1, saved just now$/ })).toHaveFocus();
    expect(screen.getByRole('article', { name: 'Version 1 of the post' })).toHaveTextContent(FIRST);
    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    const confirm = screen.getByRole('dialog', { name: 'Restore version 1?' });
    expect(confirm).toHaveTextContent('The post goes back to how it was in version 1');
    await user.click(within(confirm).getByRole('button', { name: 'Restore version 1' }));

    expect(await within(notification()).findByText('Version 1 of the post is restored.')).toBeInTheDocument();
    const [[, init]] = api.calls('POST /api/posts/post-1/revisions/1/restore') as [[string, RequestInit]];
    expect(new Headers(init.headers).get('if-match')).toBe('"post-1-3"');
    expect(api.state.posts[0]!.fields.title).toBe(FIRST);
    expect(screen.getByLabelText('Title')).toHaveValue(FIRST);
    expect(screen.getByRole('heading', { name: `Blog post: ${FIRST}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'History of this post' })).toHaveFocus();

    // The restore replaced version 3, which the history now keeps.
    expect(await within(await history()).findByRole('button', { name: 'View version 3' })).toBeInTheDocument();
  });

  it('offers the latest version when the post was saved elsewhere, restoring nothing', async () => {
    const { user, api, history } = await openPostWithHistory();
    await user.click(within(await history()).getByRole('button', { name: 'View version 1' }));
    await screen.findByRole('heading', { name: /^Version 1, saved/ });
    api.state.posts[0]!.version += 1;

    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));

    expect(await screen.findByRole('dialog', { name: 'The post Third was changed elsewhere' })).toBeInTheDocument();
    expect(api.state.posts[0]!.fields.title).toBe('Third');
  });

  it('goes back from a version with Escape, and puts focus back on History when the list closes', async () => {
    const { user, history } = await openPostWithHistory();
    await user.click(within(await history()).getByRole('button', { name: 'View version 2' }));
    await screen.findByRole('heading', { name: /^Version 2, saved/ });

    await user.keyboard('{Escape}');
    const dialog = await screen.findByRole('dialog', { name: /^History of the post/ });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'History of this post' })).toHaveFocus();
  });
});

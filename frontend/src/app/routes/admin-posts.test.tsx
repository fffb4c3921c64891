import { SHAPE_VERSION, type Portfolio } from '@portfolio/contract';
import { renderPost } from '@portfolio/contract/markdown';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  openEditor,
  openPost,
  post,
  replaceText,
  saveButton,
  savePostButton,
  setUpAdminTests,
  storedDraft,
  storedPostDraft,
  tab,
} from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { postBodyId } from '@/test/fake-post-bodies';
import { FakeUpload } from '@/test/fake-upload';
import { jsonResponse } from '@/test/fetch';
import { OWNER_PORTFOLIO } from '@/test/fixtures';

setUpAdminTests();

const BODY = '## Queues\n\nThey fill up when consumers are slow.\n\n```js\nconst lag = produced - consumed;\n```\n';

/** The owner's document with the first post's body stored on the fake API. */
async function withStoredBody(markdown = BODY) {
  const id = await postBodyId(markdown);
  const [first, ...others] = OWNER_PORTFOLIO.blogs;
  const portfolio: Portfolio = {
    ...OWNER_PORTFOLIO,
    blogs: [{ ...first!, slug: 'backpressure', body: id }, ...others],
  };
  const api = fakeApi({ signedIn: true, portfolio });
  api.state.postBodies.set(id, markdown);
  return { api, id, portfolio };
}

/** The editor with one post open, found by its title in the list. */
async function openPosts(title = 'Backpressure, Explained', api = fakeApi({ signedIn: true })) {
  const view = await openEditor(api);
  await openPost(view.user, title);
  return view;
}

const bodyOf = () => within(post()).getByRole('textbox', { name: 'Body' });
const YEAR = 'Year in Review';

describe('admin: writing a post', () => {
  it("reads the posts' bodies on load and previews one with the public page's renderer", async () => {
    const { api } = await withStoredBody();
    const { user } = await openPosts(undefined, api);

    expect(bodyOf()).toHaveValue(BODY);
    expect(bodyOf()).toHaveAttribute('maxlength', '100000');
    expect(within(post()).getByText(/Markdown, up to 100,000 characters/)).toBeInTheDocument();
    await user.click(within(post()).getByRole('button', { name: 'Preview' }));

    const preview = await within(post()).findByRole('region', { name: 'Preview: Backpressure, Explained' });
    await vi.waitFor(() => expect(preview.querySelector('h2')).not.toBeNull());
    expect(preview.querySelector('.post-body')!.innerHTML).toBe(renderPost(BODY).html);
    expect(preview.querySelector('pre code .hljs-keyword')).toHaveTextContent('const');
    expect(within(post()).getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');

    await replaceText(user, bodyOf(), 'Now *short*.');
    await vi.waitFor(() => expect(preview.querySelector('em')).toHaveTextContent('short'));
  });

  it('fills the slug from the title when the title is first left, and keeps it when the title changes', async () => {
    const { user } = await openEditor();
    await user.click(tab('Blogs'));
    await user.click(await screen.findByRole('button', { name: 'Add Blog Post' }));
    await screen.findByRole('heading', { name: /^New blog post/ });
    const added = within(post());

    await user.type(added.getByLabelText('Title'), 'Ça va? C & D!');
    await user.tab();
    expect(added.getByLabelText('Slug')).toHaveValue('ca-va-c-d');

    await user.type(added.getByLabelText('Title'), ' Again');
    await user.tab();
    expect(added.getByLabelText('Slug')).toHaveValue('ca-va-c-d');
    expect(storedPostDraft()?.post).toMatchObject({ slug: 'ca-va-c-d', formerSlugs: [] });
  });

  it('keeps the address a post had among its former ones when the owner changes it', async () => {
    const { api } = await withStoredBody();
    const { user } = await openPosts(undefined, api);
    const slug = within(post()).getByLabelText('Slug');

    await replaceText(user, slug, 'queues');
    await user.click(savePostButton());
    await screen.findByText('Data saved successfully!');
    // The address it had, not each letter typed on the way.
    expect(api.state.posts[0]!.fields).toMatchObject({ slug: 'queues', formerSlugs: ['backpressure'] });

    // Back to a former address: it is the current one again, and the other is kept.
    await user.tab();
    await replaceText(user, slug, 'backpressure');
    expect(storedPostDraft('post-1')?.post).toMatchObject({ slug: 'backpressure', formerSlugs: ['queues'] });
  });

  it('pins a post to the landing page and chooses how many posts it shows, 3 to 12, and saves both', async () => {
    const { user, api } = await openEditor();
    await user.click(tab('Blogs'));
    const count = screen.getByRole('combobox', { name: 'Posts on the landing page' });

    expect(
      within(count)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(count).toHaveValue('6');
    // The count is the landing content's: Save Changes stores it, with no post.
    await user.selectOptions(count, '9');
    await user.click(saveButton());
    await screen.findByText('Data saved successfully!');
    expect(api.state.portfolio.landingPage).toEqual({ posts: '9' });
    expect(api.state.saves.at(-1)!.body.blogs).toEqual([]);

    // Pinning is the post's: saved with the post, and the pinned list shows it.
    await openPost(user, YEAR);
    const pin = within(post()).getByRole('checkbox', { name: 'Pinned to the landing page' });
    expect(pin).not.toBeChecked();
    await user.click(pin);
    await user.click(savePostButton());
    await screen.findAllByText('Data saved successfully!');
    expect(api.state.posts.map(({ fields }) => fields.pinned)).toEqual([false, true, false]);
    await user.click(screen.getByRole('button', { name: 'Back to posts' }));
    const pinned = await screen.findByRole('list', { name: 'Pinned posts' });
    expect(within(pinned).getByRole('button', { name: YEAR })).toBeInTheDocument();
  });

  it("offers Draft, Published and Scheduled, asks 'Publish at' only when scheduled, and stores it in UTC", async () => {
    vi.stubEnv('TZ', 'Asia/Kolkata'); // UTC+05:30, all year
    const { user, api } = await openPosts();
    const first = within(post());
    const status = first.getByRole('combobox', { name: 'Status' });

    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Published', 'Draft', 'Scheduled']);
    expect(status).toHaveValue('published');
    expect(first.queryByLabelText('Publish at')).toBeNull();

    await user.selectOptions(status, 'Scheduled');
    const publishAt = first.getByLabelText('Publish at');
    // ICU names the zone by its current or its older name.
    expect(publishAt).toHaveAccessibleDescription(/^In your time zone, Asia\/(Kolkata|Calcutta) \(UTC\+05:30\)\.$/);
    fireEvent.change(publishAt, { target: { value: '2026-12-01T09:30:00' } });
    await user.click(savePostButton());
    await screen.findByText('Data saved successfully!');

    expect(api.state.posts[0]!.fields).toMatchObject({ status: 'scheduled', publishAt: '2026-12-01T04:00:00Z' });
    expect(publishAt).toHaveValue('2026-12-01T09:30'); // the input leaves out zero seconds

    await user.selectOptions(status, 'Draft');
    expect(first.queryByLabelText('Publish at')).toBeNull();
  });

  it('says a scheduled post needs its moment, and a post with a body its address, next to the fields', async () => {
    const { user } = await openPosts();
    const first = within(post());
    await user.selectOptions(first.getByRole('combobox', { name: 'Status' }), 'Scheduled');
    await user.type(bodyOf(), 'Text.');

    await user.click(savePostButton());

    expect(first.getByLabelText('Slug')).toHaveAccessibleDescription(/Is required for a post with a body/);
    expect(first.getByLabelText('Publish at')).toHaveAccessibleDescription(/Is required for a scheduled post/);
  });

  it('keeps the body in the draft in the browser, and restores it after a reload', async () => {
    const first = await openPosts(YEAR);
    await first.user.type(bodyOf(), 'A draft *body*.');
    expect(storedPostDraft('post-2')?.post.body).toBe('A draft *body*.');
    // The post's draft is its own: the landing content has none.
    expect(storedDraft()).toBeNull();
    first.unmount();

    const { user, api } = await openEditor(first.api);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openPost(user, YEAR);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore draft' }));

    expect(bodyOf()).toHaveValue('A draft *body*.');
    expect(api.calls('PUT /api/post-bodies')).toHaveLength(0);
  });

  it('stores the changed body first, then saves that post alone naming it by id', async () => {
    const { api, id } = await withStoredBody();
    const { user } = await openPosts(YEAR, api);
    await user.type(within(post()).getByLabelText('Slug'), 'year-in-review');
    await user.type(bodyOf(), 'What shipped.');

    await user.click(savePostButton());
    await screen.findByText('Data saved successfully!');

    // Only this post's new body is sent, then this post alone, by its id.
    const stored = api.calls('PUT /api/post-bodies');
    expect(stored.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ markdown: 'What shipped.' }]);
    const [save] = api.calls('PUT /api/posts/post-2');
    expect(JSON.parse(String(save![1]?.body))).toEqual({
      ...OWNER_PORTFOLIO.blogs[1],
      slug: 'year-in-review',
      body: await postBodyId('What shipped.'),
    });
    expect(new Headers(save![1]?.headers).get('if-match')).toBe('"post-2-1"');
    expect(api.calls('PUT /api/landing')).toHaveLength(0);
    expect(api.fetch.mock.invocationCallOrder[api.fetch.mock.calls.indexOf(stored[0]!)]).toBeLessThan(
      api.fetch.mock.invocationCallOrder[api.fetch.mock.calls.indexOf(save!)]!,
    );
    expect(api.state.posts.map(({ fields }) => fields.body)).toEqual([id, await postBodyId('What shipped.'), '']);
    expect(bodyOf()).toHaveValue('What shipped.');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('changes nothing when a body cannot be stored, and says why', async () => {
    const { user, api } = await openPosts();
    await user.type(within(post()).getByLabelText('Slug'), 'backpressure');
    await user.type(bodyOf(), 'Lost?');
    api.answerNext('PUT /api/post-bodies', async () => jsonResponse({ message: 'Database unavailable' }, 503));

    await user.click(savePostButton());

    expect(await screen.findByText('API not available - changes saved locally only')).toBeInTheDocument();
    expect(api.calls('PUT /api/posts/post-1')).toHaveLength(0);
    expect(api.state.posts[0]!.fields).toEqual(OWNER_PORTFOLIO.blogs[0]);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(storedPostDraft('post-1')?.post.body).toBe('Lost?');

    api.answerNext('PUT /api/post-bodies', async () =>
      jsonResponse(
        { message: 'Some fields are not valid', errors: [{ path: 'markdown', message: 'must be text' }] },
        400,
      ),
    );
    await user.click(savePostButton());
    expect(
      await screen.findByText('Some fields need attention. Fix the marked fields, then save again.'),
    ).toBeInTheDocument();
    expect(bodyOf()).toHaveAccessibleDescription(/Must be text/);
    expect(bodyOf()).toHaveFocus();
    expect(api.calls('PUT /api/posts/post-1')).toHaveLength(0);
  });

  it('holds a body to its length before sending', async () => {
    const { user, api } = await openPosts();
    await user.type(within(post()).getByLabelText('Slug'), 'long');
    fireEvent.change(bodyOf(), { target: { value: 'x'.repeat(100_001) } });

    await user.click(savePostButton());

    expect(bodyOf()).toHaveAccessibleDescription(/Must be at most 100000 characters/);
    expect(api.calls('PUT /api/post-bodies')).toHaveLength(0);
  });

  it('exports and imports the landing content alone: no post is read, and none is sent', async () => {
    const { api, portfolio } = await withStoredBody();
    const { user } = await openEditor(api);
    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    const href = within(dialog).getByRole('link', { name: 'Export JSON' }).getAttribute('href')!;
    const exported = JSON.parse(decodeURIComponent(href.slice(href.indexOf(',') + 1))) as { portfolio: Portfolio };
    expect(exported).toMatchObject({ shape: SHAPE_VERSION, bodies: 'markdown' });
    expect(exported.portfolio.blogs).toEqual([]);

    // A whole document's file: its landing content is taken, its posts (saved one at a time) are not.
    await user.upload(
      within(dialog).getByLabelText('Portfolio file to import'),
      new File(
        [JSON.stringify({ ...portfolio, personalInfo: { ...portfolio.personalInfo, name: 'Jordan B' } })],
        'b.json',
      ),
    );
    await screen.findByText(
      'b.json is in the editor. Save Changes to publish it. Its 3 posts were not imported: posts are saved one at a time in the Blogs tab.',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Jordan B');
    await user.click(saveButton());
    await screen.findByText('Data saved successfully!');
    expect(api.state.saves.at(-1)!.body.blogs).toEqual([]);
    expect(api.fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/post-bodies/'))).toHaveLength(0);
  });

  it('uploads an image pasted into the body and writes its address where the cursor was', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const { user } = await openPosts();
    await user.type(bodyOf(), 'Before  after.');
    (bodyOf() as HTMLTextAreaElement).setSelectionRange(7, 7);
    const shot = new File([new Uint8Array(64)], 'queue depth.png', { type: 'image/png' });

    fireEvent.paste(bodyOf(), { clipboardData: { files: [shot] } });

    expect((bodyOf() as HTMLTextAreaElement).value).toMatch(
      /^Before !\[Uploading queue depth\.png… \(\d+\)\]\(\) after\.$/,
    );
    expect(within(post()).getByText('Uploading an image…')).toBeInTheDocument();
    expect((FakeUpload.last!.sent!.get('file') as File).name).toBe('queue depth.png');
    const url = '/media/0123456789abcdef0123456789abcdef-800x600-800.webp';
    FakeUpload.last!.answer(201, {
      id: 'x',
      url,
      kind: 'image',
      type: 'image/png',
      bytes: 64,
      width: 800,
      height: 600,
    });

    await vi.waitFor(() => expect(bodyOf()).toHaveValue(`Before ![queue depth](${url}) after.`));
  });

  it('takes the placeholder out again, saying why, when a dropped image is refused', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const { user } = await openPosts();
    await user.type(bodyOf(), 'Text.');
    const notAnImage = new File([new Uint8Array(64)], 'fake.png', { type: 'image/png' });

    fireEvent.drop(bodyOf(), { dataTransfer: { files: [notAnImage] } });
    expect((bodyOf() as HTMLTextAreaElement).value).toContain('![Uploading fake.png…');
    FakeUpload.last!.answer(415, { message: 'This file is not one the site takes.' });

    expect(
      await within(post()).findByText('fake.png was not added: This file is not one the site takes.'),
    ).toBeInTheDocument();
    expect(bodyOf()).toHaveValue('Text.');
    expect(bodyOf()).toHaveAttribute('aria-invalid', 'true');
  });

  it("restores a kept version of the landing content without reading its posts' bodies", async () => {
    const { api } = await withStoredBody();
    api.saveElsewhere({ ...OWNER_PORTFOLIO, skills: [] });
    const { user } = await openEditor(api);
    await user.click(screen.getByRole('button', { name: 'History' }));
    await user.click(await screen.findByRole('button', { name: 'View version 1' }));
    await user.click(await screen.findByRole('button', { name: 'Restore this version' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Restore version 1?' })).getByRole('button', {
        name: 'Restore version 1',
      }),
    );

    expect(await screen.findByText('Version 1 is restored and published.')).toBeInTheDocument();
    expect(api.state.portfolio.skills).toEqual(OWNER_PORTFOLIO.skills);
    expect(api.fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/post-bodies/'))).toHaveLength(0);
    // The post is as it stands, its body read when it is opened.
    await openPost(user, 'Backpressure, Explained');
    expect(bodyOf()).toHaveValue(BODY);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });
});

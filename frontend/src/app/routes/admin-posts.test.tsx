import { SHAPE_VERSION, type Portfolio } from '@portfolio/contract';
import { renderPost } from '@portfolio/contract/markdown';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openEditor, post, replaceText, saveButton, setUpAdminTests, storedDraft, tab } from '@/test/admin-screen';
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

async function openPosts(api = fakeApi({ signedIn: true })) {
  const view = await openEditor(api);
  await view.user.click(tab('Blogs'));
  return view;
}

const bodyOf = (number: number) => within(post(number)).getByRole('textbox', { name: 'Body' });

describe('admin: writing a post', () => {
  it("reads the posts' bodies on load and previews one with the public page's renderer", async () => {
    const { api } = await withStoredBody();
    const { user } = await openPosts(api);

    expect(bodyOf(1)).toHaveValue(BODY);
    expect(bodyOf(1)).toHaveAttribute('maxlength', '100000');
    expect(within(post(1)).getByText(/Markdown, up to 100,000 characters/)).toBeInTheDocument();
    await user.click(within(post(1)).getByRole('button', { name: 'Preview' }));

    const preview = await within(post(1)).findByRole('region', { name: 'Preview: Backpressure, Explained' });
    await vi.waitFor(() => expect(preview.querySelector('h2')).not.toBeNull());
    expect(preview.querySelector('.post-body')!.innerHTML).toBe(renderPost(BODY).html);
    expect(preview.querySelector('pre code .hljs-keyword')).toHaveTextContent('const');
    expect(within(post(1)).getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');

    await replaceText(user, bodyOf(1), 'Now *short*.');
    await vi.waitFor(() => expect(preview.querySelector('em')).toHaveTextContent('short'));
  });

  it('fills the slug from the title when the title is first left, and keeps it when the title changes', async () => {
    const { user } = await openPosts();
    await user.click(screen.getByRole('button', { name: 'Add Blog Post' }));
    const added = within(post(4));

    await user.type(added.getByLabelText('Title'), 'Ça va? C & D!');
    await user.tab();
    expect(added.getByLabelText('Slug')).toHaveValue('ca-va-c-d');

    await user.type(added.getByLabelText('Title'), ' Again');
    await user.tab();
    expect(added.getByLabelText('Slug')).toHaveValue('ca-va-c-d');
    expect(storedDraft()?.portfolio.blogs[3]).toMatchObject({ slug: 'ca-va-c-d', formerSlugs: [] });
  });

  it('keeps the address a post had among its former ones when the owner changes it', async () => {
    const { api } = await withStoredBody();
    const { user } = await openPosts(api);
    const slug = within(post(1)).getByLabelText('Slug');

    await replaceText(user, slug, 'queues');
    await user.click(saveButton());
    await screen.findByText('Data saved successfully!');
    // The address it had, not each letter typed on the way.
    expect(api.state.portfolio.blogs[0]).toMatchObject({ slug: 'queues', formerSlugs: ['backpressure'] });

    // Back to a former address: it is the current one again, and the other is kept.
    await user.tab();
    await replaceText(user, slug, 'backpressure');
    expect(storedDraft()?.portfolio.blogs[0]).toMatchObject({ slug: 'backpressure', formerSlugs: ['queues'] });
  });

  it('pins a post to the landing page and chooses how many posts it shows, 3 to 12, and saves both', async () => {
    const { user, api } = await openPosts();
    const count = screen.getByRole('combobox', { name: 'Posts on the landing page' });
    const pin = within(post(2)).getByRole('checkbox', { name: 'Pinned to the landing page' });

    expect(
      within(count)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(count).toHaveValue('6');
    expect(pin).not.toBeChecked();

    await user.selectOptions(count, '9');
    await user.click(pin);
    await user.click(saveButton());
    await screen.findByText('Data saved successfully!');

    expect(api.state.portfolio.landingPage).toEqual({ posts: '9' });
    expect(api.state.portfolio.blogs.map((blog) => blog.pinned)).toEqual([false, true, false]);
  });

  it("offers Draft, Published and Scheduled, asks 'Publish at' only when scheduled, and stores it in UTC", async () => {
    vi.stubEnv('TZ', 'Asia/Kolkata'); // UTC+05:30, all year
    const { user, api } = await openPosts();
    const first = within(post(1));
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
    await user.click(saveButton());
    await screen.findByText('Data saved successfully!');

    expect(api.state.portfolio.blogs[0]).toMatchObject({ status: 'scheduled', publishAt: '2026-12-01T04:00:00Z' });
    expect(publishAt).toHaveValue('2026-12-01T09:30'); // the input leaves out zero seconds

    await user.selectOptions(status, 'Draft');
    expect(first.queryByLabelText('Publish at')).toBeNull();
  });

  it('says a scheduled post needs its moment, and a post with a body its address, next to the fields', async () => {
    const { user } = await openPosts();
    const first = within(post(1));
    await user.selectOptions(first.getByRole('combobox', { name: 'Status' }), 'Scheduled');
    await user.type(bodyOf(1), 'Text.');

    await user.click(saveButton());

    expect(first.getByLabelText('Slug')).toHaveAccessibleDescription(/Is required for a post with a body/);
    expect(first.getByLabelText('Publish at')).toHaveAccessibleDescription(/Is required for a scheduled post/);
  });

  it('keeps the body in the draft in the browser, and restores it after a reload', async () => {
    const first = await openPosts();
    await first.user.type(bodyOf(2), 'A draft *body*.');
    expect(storedDraft()?.portfolio.blogs[1]!.body).toBe('A draft *body*.');
    first.unmount();

    const { user, api } = await openEditor(first.api);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore draft' }));
    await user.click(tab('Blogs'));

    expect(bodyOf(2)).toHaveValue('A draft *body*.');
    expect(api.calls('PUT /api/post-bodies')).toHaveLength(0);
  });

  it('stores the changed bodies first, then saves the document naming them by id', async () => {
    const { api, id } = await withStoredBody();
    const { user } = await openPosts(api);
    await user.type(within(post(2)).getByLabelText('Slug'), 'year-in-review');
    await user.type(bodyOf(2), 'What shipped.');

    await user.click(saveButton());
    await screen.findByText('Data saved successfully!');

    // The first post's body is stored already: only the new one is sent.
    const stored = api.calls('PUT /api/post-bodies');
    expect(stored.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ markdown: 'What shipped.' }]);
    const [save] = api.calls('PUT /api/portfolio');
    expect(api.fetch.mock.invocationCallOrder[api.fetch.mock.calls.indexOf(stored[0]!)]).toBeLessThan(
      api.fetch.mock.invocationCallOrder[api.fetch.mock.calls.indexOf(save!)]!,
    );
    expect(api.state.portfolio.blogs.map((blog) => blog.body)).toEqual([id, await postBodyId('What shipped.'), '']);
    expect(bodyOf(2)).toHaveValue('What shipped.');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('changes nothing when a body cannot be stored, and says why', async () => {
    const { user, api } = await openPosts();
    await user.type(within(post(1)).getByLabelText('Slug'), 'backpressure');
    await user.type(bodyOf(1), 'Lost?');
    api.answerNext('PUT /api/post-bodies', async () => jsonResponse({ message: 'Database unavailable' }, 503));

    await user.click(saveButton());

    expect(await screen.findByText('API not available - changes saved locally only')).toBeInTheDocument();
    expect(api.calls('PUT /api/portfolio')).toHaveLength(0);
    expect(api.state.portfolio).toEqual(OWNER_PORTFOLIO);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(storedDraft()?.portfolio.blogs[0]!.body).toBe('Lost?');

    api.answerNext('PUT /api/post-bodies', async () =>
      jsonResponse(
        { message: 'Some fields are not valid', errors: [{ path: 'markdown', message: 'must be text' }] },
        400,
      ),
    );
    await user.click(saveButton());
    expect(
      await screen.findByText('Some fields need attention. Fix the marked fields, then save again.'),
    ).toBeInTheDocument();
    expect(bodyOf(1)).toHaveAccessibleDescription(/Must be text/);
    expect(bodyOf(1)).toHaveFocus();
    expect(api.calls('PUT /api/portfolio')).toHaveLength(0);
  });

  it('holds a body to its length before sending', async () => {
    const { user, api } = await openPosts();
    await user.type(within(post(1)).getByLabelText('Slug'), 'long');
    fireEvent.change(bodyOf(1), { target: { value: 'x'.repeat(100_001) } });

    await user.click(saveButton());

    expect(bodyOf(1)).toHaveAccessibleDescription(/Must be at most 100000 characters/);
    expect(api.calls('PUT /api/post-bodies')).toHaveLength(0);
  });

  it("exports the bodies' Markdown with the document, and imports files with and without bodies", async () => {
    const { api, id, portfolio } = await withStoredBody();
    const { user } = await openEditor(api);
    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    const href = within(dialog).getByRole('link', { name: 'Export JSON' }).getAttribute('href')!;
    const exported = JSON.parse(decodeURIComponent(href.slice(href.indexOf(',') + 1))) as {
      portfolio: Portfolio;
    };
    expect(exported).toMatchObject({ shape: SHAPE_VERSION, bodies: 'markdown' });
    expect(exported.portfolio.blogs[0]!.body).toBe(BODY);

    // Edited elsewhere and imported: the file carries the text.
    exported.portfolio.blogs[0]!.body = 'Rewritten offline.';
    await user.upload(
      within(dialog).getByLabelText('Portfolio file to import'),
      new File([JSON.stringify(exported)], 'a.json'),
    );
    await screen.findByText('a.json is in the editor. Save Changes to publish it.');
    await user.click(tab('Blogs'));
    expect(bodyOf(1)).toHaveValue('Rewritten offline.');

    // A document as the API answers it names its bodies by id: they are read from the site.
    await user.click(screen.getByRole('button', { name: 'History' }));
    const again = await screen.findByRole('dialog', { name: 'History' });
    await user.upload(
      within(again).getByLabelText('Portfolio file to import'),
      new File([JSON.stringify(portfolio)], 'b.json'),
    );
    await screen.findByText('b.json is in the editor. Save Changes to publish it.');
    expect(bodyOf(1)).toHaveValue(BODY);
    expect(api.calls(`GET /api/post-bodies/${id}`)).toHaveLength(1);

    // A file exported before posts had bodies has none.
    await user.click(screen.getByRole('button', { name: 'History' }));
    const last = await screen.findByRole('dialog', { name: 'History' });
    const before = { shape: SHAPE_VERSION, portfolio: OWNER_PORTFOLIO };
    await user.upload(
      within(last).getByLabelText('Portfolio file to import'),
      new File([JSON.stringify(before)], 'c.json'),
    );
    await screen.findByText('c.json is in the editor. Save Changes to publish it.');
    expect(bodyOf(1)).toHaveValue('');
  });

  it('uploads an image pasted into the body and writes its address where the cursor was', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const { user } = await openPosts();
    await user.type(bodyOf(1), 'Before  after.');
    (bodyOf(1) as HTMLTextAreaElement).setSelectionRange(7, 7);
    const shot = new File([new Uint8Array(64)], 'queue depth.png', { type: 'image/png' });

    fireEvent.paste(bodyOf(1), { clipboardData: { files: [shot] } });

    expect((bodyOf(1) as HTMLTextAreaElement).value).toMatch(
      /^Before !\[Uploading queue depth\.png… \(\d+\)\]\(\) after\.$/,
    );
    expect(within(post(1)).getByText('Uploading an image…')).toBeInTheDocument();
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

    await vi.waitFor(() => expect(bodyOf(1)).toHaveValue(`Before ![queue depth](${url}) after.`));
  });

  it('takes the placeholder out again, saying why, when a dropped image is refused', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const { user } = await openPosts();
    await user.type(bodyOf(1), 'Text.');
    const notAnImage = new File([new Uint8Array(64)], 'fake.png', { type: 'image/png' });

    fireEvent.drop(bodyOf(1), { dataTransfer: { files: [notAnImage] } });
    expect((bodyOf(1) as HTMLTextAreaElement).value).toContain('![Uploading fake.png…');
    FakeUpload.last!.answer(415, { message: 'This file is not one the site takes.' });

    expect(
      await within(post(1)).findByText('fake.png was not added: This file is not one the site takes.'),
    ).toBeInTheDocument();
    expect(bodyOf(1)).toHaveValue('Text.');
    expect(bodyOf(1)).toHaveAttribute('aria-invalid', 'true');
  });

  it("reads a kept version's bodies before restoring it, so the editor holds them", async () => {
    const { api, portfolio } = await withStoredBody();
    api.saveElsewhere(OWNER_PORTFOLIO); // version 2 has no body: the editor opens without reading one
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
    expect(api.state.portfolio).toEqual(portfolio);
    await user.click(tab('Blogs'));
    expect(bodyOf(1)).toHaveValue(BODY);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });
});

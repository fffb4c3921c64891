import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openEditor, postList, replaceText, setUpAdminTests, tab } from '@/test/admin-screen';
import { jsonResponse, neverAnswers } from '@/test/fetch';

setUpAdminTests();

const PREVIEW = {
  imported: false,
  posts: [
    {
      source: 'export.xml, item 1',
      title: 'Hello World',
      slug: 'hello-world',
      status: 'published',
      date: '2019-05-01',
      outcome: 'added',
      oldPath: '/2019/05/hello-world/',
    },
    {
      source: 'export.xml, item 2',
      title: 'Year in Review',
      slug: 'year-in-review-2',
      status: 'draft',
      date: '2020-01-02',
      outcome: 'renamed',
      reason: 'The address /blog/year-in-review is taken',
    },
    {
      source: 'export.xml, item 3',
      title: 'Private Notes',
      slug: 'private-notes',
      status: 'hidden',
      date: '2020-02-03',
      outcome: 'added',
    },
    {
      source: 'export.xml, item 4',
      title: 'Starting Fresh',
      slug: 'starting-fresh',
      status: 'published',
      date: '2024-02-01',
      outcome: 'skipped',
      reason: 'Already imported',
    },
  ],
  images: 3,
  warnings: [{ source: 'export.xml, item 1', message: 'A script was removed from the body.' }],
};

const PREVIEW_ROUTE = 'POST /api/import?preview=1';
const IMPORT_ROUTE = 'POST /api/import';

/** Opens the Blogs tab, where the import is, with the preview's answer ready. */
async function openImport(preview = async (_init: RequestInit) => jsonResponse(PREVIEW)) {
  const view = await openEditor();
  const sent: RequestInit[] = [];
  view.api.answerNext(PREVIEW_ROUTE, (_url, init) => {
    sent.push(init);
    return preview(init);
  });
  await view.user.click(tab('Blogs'));
  await screen.findByRole('list', { name: 'Blog posts' });
  const input = () => screen.getByLabelText('Blog export to import');
  const choose = (file: File) => view.user.upload(input(), file);
  return { ...view, sent, input, choose };
}

const xmlFile = (name = 'export.xml') => new File(['<rss/>'], name, { type: 'text/xml' });
const previewHeading = (name = 'export.xml') =>
  screen.queryByRole('heading', { name: `What importing ${name} would do` });
const rowTexts = () =>
  within(screen.getByRole('table', { name: /^The posts in/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const alert = () => screen.getByRole('alert');

describe('admin: importing a blog', () => {
  it('previews an export: each post with its new address, status, date and outcome, the counts and the warnings', async () => {
    const { api, choose } = await openImport();

    await choose(xmlFile());

    await waitFor(() => expect(previewHeading()).toHaveFocus());
    expect(rowTexts()).toEqual([
      ['Hello World', '/blog/hello-world', 'Published', '2019-05-01', 'Added'],
      [
        'Year in Review',
        '/blog/year-in-review-2',
        'Draft',
        '2020-01-02',
        'Renamed: The address /blog/year-in-review is taken',
      ],
      ['Private Notes', '/blog/private-notes', 'Hidden', '2020-02-03', 'Added'],
      ['Starting Fresh', 'None', 'Published', '2024-02-01', 'Skipped: Already imported'],
    ]);
    expect(screen.getByText('2 posts to add, 1 renamed, 1 skipped, 3 images. Nothing has changed yet.')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Warnings' })).getByRole('listitem')).toHaveTextContent(
      'export.xml, item 1: A script was removed from the body.',
    );
    expect(screen.getByRole('button', { name: 'Import 3 posts' })).toBeVisible();
    expect(api.calls(IMPORT_ROUTE)).toHaveLength(0);
  });

  it.each([
    ['ghost-export.json', 'application/json'],
    ['Mon blog été.xml', 'application/xml'],
    ['hugo-site.zip', 'application/zip'],
  ])('sends %s as it is, as %s, its name encoded in X-File-Name', async (name, type) => {
    const { choose, sent } = await openImport();
    const file = new File(['bytes'], name);

    await choose(file);

    await screen.findByRole('heading', { name: `What importing ${name} would do` });
    const headers = new Headers(sent[0]!.headers);
    expect(headers.get('content-type')).toBe(type);
    expect(headers.get('x-file-name')).toBe(encodeURIComponent(name));
    expect(sent[0]!.body).toBe(file);
  });

  it('imports on confirmation: sends the file again without preview, says so, and reloads the posts and the landing content', async () => {
    const { api, user, choose } = await openImport();
    const file = xmlFile();
    await choose(file);
    let answer: (response: Response) => void = () => {};
    let sent: RequestInit | undefined;
    api.answerNext(IMPORT_ROUTE, (_url, init) => {
      sent = init;
      return new Promise((resolve) => (answer = resolve));
    });
    const landingReads = api.calls('GET /api/landing').length;

    await user.click(await screen.findByRole('button', { name: 'Import 3 posts' }));

    expect(screen.getByRole('button', { name: 'Importing…' })).toHaveFocus();
    expect(screen.getByText('Importing export.xml…')).toBeVisible();
    expect(new Headers(sent!.headers).get('content-type')).toBe('application/xml');
    expect(sent!.body).toBe(file);
    // What the server stores: the posts, in one new version of the document.
    const first = api.state.posts[0]!;
    api.state.posts.push({ ...first, id: 'post-9', fields: { ...first.fields, title: 'Hello World', pinned: false } });
    api.state.postChanges += 1;
    api.saveElsewhere({ ...api.state.portfolio, personalInfo: { ...api.state.portfolio.personalInfo, name: 'After' } });
    answer(jsonResponse({ ...PREVIEW, imported: true }));

    expect(await screen.findByText('Imported 3 posts. Undo it from History.')).toHaveAttribute('aria-live', 'polite');
    expect(await within(postList()).findByRole('button', { name: 'Hello World' })).toBeVisible();
    expect(api.calls('GET /api/landing')).toHaveLength(landingReads + 1);
    expect(previewHeading()).not.toBeInTheDocument();
    await user.click(tab('Personal'));
    expect(screen.getByLabelText('Name')).toHaveValue('After');
  });

  it('warns that unsaved changes in the editor are replaced by the reload', async () => {
    const { user, choose } = await openImport();
    await user.click(tab('Personal'));
    await replaceText(user, screen.getByLabelText('Name'), 'Unsaved');
    await user.click(tab('Blogs'));

    await choose(xmlFile());

    expect(await screen.findByText('Your unsaved changes in the editor will be replaced.')).toBeVisible();
  });

  it("shows a refusal's message and where in the file, and stores nothing", async () => {
    const refusal = { message: 'The item has no title.', source: 'export.xml, item 3' };
    const { api, choose } = await openImport(async () => jsonResponse(refusal, 400));

    await choose(xmlFile());

    await waitFor(() => expect(alert()).toHaveTextContent('The item has no title.In export.xml, item 3.'));
    expect(previewHeading()).not.toBeInTheDocument();
    expect(api.calls(IMPORT_ROUTE)).toHaveLength(0);
  });

  it('keeps the preview when the import is refused, and reloads nothing', async () => {
    const { api, user, choose } = await openImport();
    await choose(xmlFile());
    api.answerNext(IMPORT_ROUTE, async () =>
      jsonResponse({ message: 'The blog would hold more than 1000 posts.' }, 400),
    );
    const landingReads = api.calls('GET /api/landing').length;

    await user.click(await screen.findByRole('button', { name: 'Import 3 posts' }));

    await waitFor(() => expect(alert()).toHaveTextContent('The blog would hold more than 1000 posts.'));
    expect(previewHeading()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 3 posts' })).toBeEnabled();
    expect(screen.queryByText(/Imported/)).not.toBeInTheDocument();
    expect(api.calls('GET /api/landing')).toHaveLength(landingReads);
  });

  it('refuses a file over 100 MB before sending it, naming the limit', async () => {
    const { api, choose } = await openImport();
    const big = new File(['…'], 'wordpress.zip');
    Object.defineProperty(big, 'size', { value: 100 * 1024 * 1024 + 1 });

    await choose(big);

    expect(alert()).toHaveTextContent('wordpress.zip is larger than 100 MB, the most an import takes.');
    expect(api.calls(PREVIEW_ROUTE)).toHaveLength(0);
  });

  it('takes a dropped file, and refuses one of another kind without sending it', async () => {
    const { api, sent } = await openImport();
    const zone = screen.getByText(
      /^A Ghost export \(\.json\), a WordPress export \(\.xml, or a \.zip of it/,
    ).parentElement!;

    fireEvent.drop(zone, { dataTransfer: { files: [new File(['notes'], 'notes.txt')] } });
    expect(alert()).toHaveTextContent(
      'notes.txt is not an export the import reads. Choose a .json, .xml or .zip file.',
    );
    expect(api.calls(PREVIEW_ROUTE)).toHaveLength(0);

    fireEvent.drop(zone, { dataTransfer: { files: [xmlFile('dropped.xml')] } });
    expect(await screen.findByRole('heading', { name: 'What importing dropped.xml would do' })).toBeVisible();
    expect(new Headers(sent[0]!.headers).get('x-file-name')).toBe('dropped.xml');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cancels a preview: nothing is imported, and focus goes back to the file', async () => {
    const { api, user, choose, input } = await openImport();
    await choose(xmlFile());

    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(previewHeading()).not.toBeInTheDocument();
    await waitFor(() => expect(input()).toHaveFocus());
    expect(api.calls(IMPORT_ROUTE)).toHaveLength(0);
  });

  it('cancels a preview still being read', async () => {
    // A server that never answers: only an abort ends the request.
    const { user, choose, sent } = await openImport((init) => neverAnswers('', init));
    await choose(xmlFile());
    expect(screen.getByText('Reading export.xml…')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByText('Reading export.xml…')).not.toBeInTheDocument();
    expect(sent[0]!.signal?.aborted).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the whole site as a .zip, saying what it holds', async () => {
    await openImport();

    const link = screen.getByRole('link', { name: 'Download everything' });

    expect(link).toHaveAttribute('href', '/api/export');
    expect(link).toHaveAttribute('download');
    expect(link).toHaveAccessibleDescription(
      /each post as Markdown with its front matter, and every upload. It imports back here/,
    );
  });
});

import { PORTFOLIO, type Blog, type Portfolio } from '@portfolio/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  advance,
  notification,
  openEditor,
  openPost,
  post,
  postList,
  replaceText,
  savePostButton,
  setUpAdminTests,
  storedPostDraft,
  tab,
} from '@/test/admin-screen';
import { jsonResponse } from '@/test/fetch';
import { fakeApi } from '@/test/fake-api';
import { OWNER_PORTFOLIO } from '@/test/fixtures';

setUpAdminTests();

const STATUSES = ['published', 'draft', 'scheduled'] as const;

/** 45 posts, one a day from 2024-01-01: every third a draft, every fifth tagged Kafka. */
function manyPosts(): Portfolio {
  const [template] = OWNER_PORTFOLIO.blogs;
  const blogs = Array.from({ length: 45 }, (_, index): Blog => ({
    ...template!,
    title: `Post ${String(index + 1).padStart(2, '0')}`,
    date: new Date(Date.UTC(2024, 0, 1 + index)).toISOString().slice(0, 10),
    status: STATUSES[index % 3 === 2 ? 1 : 0]!,
    tags: index % 5 === 0 ? ['Kafka'] : [],
  }));
  return { ...OWNER_PORTFOLIO, blogs };
}

const titles = () =>
  within(postList())
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByRole('button')[0]!.textContent);

describe('admin: the list of posts', () => {
  it('shows 20 posts a page, newest first, and pages with Previous and Next', async () => {
    const { user, api } = await openEditor(fakeApi({ signedIn: true, portfolio: manyPosts() }));
    await user.click(tab('Blogs'));

    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(titles()).toHaveLength(20);
    expect(titles()[0]).toBe('Post 45');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(titles()[0]).toBe('Post 25');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(titles()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // Each page is asked of the server: the admin never reads every post, nor the whole document.
    expect(api.calls('GET /api/posts?page=3')).toHaveLength(1);
    expect(api.calls('GET /api/portfolio')).toHaveLength(0);
  });

  it('finds posts by title, filters by status with the counts, and by tag', async () => {
    const { user } = await openEditor(fakeApi({ signedIn: true, portfolio: manyPosts() }));
    await user.click(tab('Blogs'));
    const status = await screen.findByRole('combobox', { name: 'Status' });
    await screen.findByText('Page 1 of 3');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All (45)', 'Published (30)', 'Draft (15)', 'Scheduled (0)']);

    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'post 1');
    await advance(0);
    await screen.findByText('Page 1 of 1');
    expect(titles()).toEqual([
      'Post 19',
      'Post 18',
      'Post 17',
      'Post 16',
      'Post 15',
      'Post 14',
      'Post 13',
      'Post 12',
      'Post 11',
      'Post 10',
    ]);

    await user.selectOptions(status, 'draft');
    await advance(0);
    await vi.waitFor(() => expect(titles()).toEqual(['Post 18', 'Post 15', 'Post 12']));
    expect(within(status).getAllByRole('option')[2]).toHaveTextContent('Draft (3)');

    await user.clear(screen.getByRole('searchbox', { name: 'Search by title' }));
    await user.selectOptions(status, '');
    await user.type(screen.getByRole('textbox', { name: 'Tag' }), 'Kafka');
    await advance(0);
    await vi.waitFor(() => expect(titles()).toHaveLength(9));
    expect(titles()[0]).toBe('Post 41');
  });

  it('asks the server once the owner stops typing, and never shows an answer to an earlier search', async () => {
    const { user, api } = await openEditor(fakeApi({ signedIn: true, portfolio: manyPosts() }));
    await user.click(tab('Blogs'));
    await screen.findByText('Page 1 of 3');
    const searches = () => api.fetch.mock.calls.filter(([url]) => String(url).includes('q='));
    let answerLate: (value: Response) => void = () => undefined;
    api.answerNext('GET /api/posts?q=Post+1', () => new Promise((resolve) => (answerLate = resolve)));

    const search = screen.getByRole('searchbox', { name: 'Search by title' });
    await user.type(search, 'Post 1');
    await advance(300);
    // Six keys, one request: for the whole title typed, none for the letters on the way.
    expect(searches().map(([url]) => url)).toEqual(['/api/posts?q=Post+1']);

    // A newer search answers first; the earlier one's answer, arriving after, is not shown.
    await user.type(search, '0');
    await advance(300);
    await vi.waitFor(() => expect(titles()).toEqual(['Post 10']));
    const stale = { posts: [], total: 0, counts: { published: 0, draft: 0, scheduled: 0 }, page: 1, pages: 1 };
    answerLate(jsonResponse(stale));
    await advance(0);
    expect(titles()).toEqual(['Post 10']);
    expect(screen.queryByText('No blog posts match.')).not.toBeInTheDocument();
    expect(searches()).toHaveLength(2);
  });

  it('opens a post with focus on its heading, and puts focus back on its row when closed', async () => {
    const { user, api } = await openEditor();
    await openPost(user, 'Year in Review');

    expect(screen.getByRole('heading', { name: 'Blog post: Year in Review' })).toHaveFocus();
    // That post alone is read.
    expect(api.calls('GET /api/posts/post-2')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Back to posts' }));
    expect(await within(postList()).findByRole('button', { name: 'Year in Review' })).toHaveFocus();
  });
});

const YEAR = 'Year in Review';

describe('admin: saving one post', () => {
  it('adds a post with POST, then saves it with PUT under its own ETag', async () => {
    const { user, api } = await openEditor();
    await user.click(tab('Blogs'));
    await user.click(await screen.findByRole('button', { name: 'Add Blog Post' }));
    await screen.findByRole('heading', { name: /^New blog post/ });
    await user.type(within(post()).getByLabelText('Title'), 'Fresh Start');
    await user.tab();
    await user.click(savePostButton());

    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    const [created] = api.calls('POST /api/posts');
    expect(JSON.parse(String(created![1]?.body))).toMatchObject({ title: 'Fresh Start', slug: 'fresh-start' });
    expect(api.state.posts).toHaveLength(4);

    await user.type(within(post()).getByLabelText('Excerpt'), 'New.');
    await user.click(savePostButton());
    await advance(0);
    const [saved] = api.calls('PUT /api/posts/post-4');
    expect(new Headers(saved![1]?.headers).get('if-match')).toBe('"post-4-1"');
    expect(api.state.posts[3]!.fields.excerpt).toBe('New.');
    expect(api.calls('PUT /api/landing')).toHaveLength(0);
  });

  it("disables 'Add Blog Post' at the bound on posts, saying why, and says the API's refusal when the bound is met meanwhile", async () => {
    const [template] = OWNER_PORTFOLIO.blogs;
    const blogs = Array.from({ length: PORTFOLIO.fields.blogs.max - 1 }, () => ({ ...template! }));
    const { user, api } = await openEditor(fakeApi({ signedIn: true, portfolio: { ...OWNER_PORTFOLIO, blogs } }));
    await user.click(tab('Blogs'));
    await user.click(await screen.findByRole('button', { name: 'Add Blog Post' }));
    await screen.findByRole('heading', { name: /^New blog post/ });
    await user.type(within(post()).getByLabelText('Title'), 'One Too Many');
    // Another tab adds the blog's last post meanwhile.
    api.state.posts.push({ ...api.state.posts[0]!, id: 'post-elsewhere' });

    await user.click(savePostButton());

    expect(
      await within(notification()).findByText('The blog holds at most 10000 posts: delete one before adding another.'),
    ).toBeInTheDocument();
    expect(api.state.posts).toHaveLength(10_000);
    await user.click(screen.getByRole('button', { name: 'Back to posts' }));
    expect(await screen.findByRole('button', { name: 'Add Blog Post' })).toBeDisabled();
    expect(screen.getByText('The blog holds 10,000 posts, its most: delete one to add another.')).toBeInTheDocument();
  });

  it('says the post changed elsewhere (412), keeps the edits, and loads the latest on request', async () => {
    const { user, api } = await openEditor();
    await openPost(user, YEAR);
    api.savePostElsewhere(YEAR, { excerpt: 'Saved in another tab.' });
    await replaceText(user, within(post()).getByLabelText('Read Time'), '9 min read');
    await user.click(savePostButton());

    const dialog = await screen.findByRole('dialog', { name: `The post ${YEAR} was changed elsewhere` });
    expect(api.state.posts[1]!.fields.readTime).toBe('4 min read');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(within(post()).getByLabelText('Read Time')).toHaveValue('9 min read');

    await user.click(savePostButton());
    await user.click(
      within(await screen.findByRole('dialog', { name: /was changed elsewhere/ })).getByRole('button', {
        name: 'Load latest',
      }),
    );
    expect(await screen.findByText('The latest version of the post is loaded.')).toBeInTheDocument();
    expect(within(post()).getByLabelText('Excerpt')).toHaveValue('Saved in another tab.');
    // Another post's save is no conflict of the landing content: its ETag is the row's.
    await user.click(screen.getByRole('button', { name: 'Back to posts' }));
    await user.click(tab('Personal'));
    await replaceText(user, screen.getByLabelText('Name'), 'Jordan Q');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
  });

  it("shows the server's field errors at the post's fields and focuses the first", async () => {
    const { user, api } = await openEditor();
    await openPost(user, YEAR);
    api.answerNext('PUT /api/posts/post-2', async () =>
      jsonResponse(
        {
          message: 'Some fields are not valid',
          errors: [{ path: 'slug', message: 'is the address of another post already' }],
        },
        400,
      ),
    );
    await user.type(within(post()).getByLabelText('Slug'), 'taken');
    await user.click(savePostButton());

    const slug = within(post()).getByLabelText('Slug');
    await vi.waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAccessibleDescription(/Is the address of another post already/);
    expect(notification()).toHaveTextContent('Some fields need attention');
  });

  it('saves the open post on Ctrl+S, and not the landing content', async () => {
    const { user, api } = await openEditor();
    await openPost(user, YEAR);
    await replaceText(user, within(post()).getByLabelText('Read Time'), '5 min read');
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });

    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.calls('PUT /api/posts/post-2')).toHaveLength(1);
    expect(api.calls('PUT /api/landing')).toHaveLength(0);
    await advance(0);
    expect(storedPostDraft('post-2')).toBeNull();
  });

  it('deletes a post after asking, with If-Match, and puts focus on Add Blog Post', async () => {
    const { user, api } = await openEditor();
    await openPost(user, YEAR);
    await user.click(screen.getByRole('button', { name: 'Delete Post' }));
    const confirm = screen.getByRole('dialog', { name: `Delete the post ${YEAR}?` });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(`The post ${YEAR} is deleted.`)).toBeInTheDocument();
    const [removed] = api.calls('DELETE /api/posts/post-2');
    expect(new Headers(removed![1]?.headers).get('if-match')).toBe('"post-2-1"');
    expect(api.state.posts.map(({ fields }) => fields.title)).toEqual([
      OWNER_PORTFOLIO.blogs[0]!.title,
      OWNER_PORTFOLIO.blogs[2]!.title,
    ]);
    expect(await screen.findByRole('button', { name: 'Add Blog Post' })).toHaveFocus();
    await vi.waitFor(() => expect(within(postList()).queryByRole('button', { name: YEAR })).toBeNull());
  });
});

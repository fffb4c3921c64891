import { limitOf, type Portfolio } from '@portfolio/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY } from '@/features/admin/lib/draft';
import { SESSION_FLAG_KEY } from '@/features/auth/session-flag';
import { fakeApi, OWNER } from '@/test/fake-api';
import { jsonResponse, networkError, neverAnswers } from '@/test/fetch';
import { OWNER_PORTFOLIO } from '@/test/fixtures';
import { createQueryClient } from '../provider';
import { routes } from '../routes';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderAdmin() {
  const router = createMemoryRouter(routes, { initialEntries: ['/admin'] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user, unmount: view.unmount };
}

/** Opens /admin as an owner who signed in before (the flag is set and the session is live). */
async function openEditor(api = fakeApi({ signedIn: true })) {
  localStorage.setItem(SESSION_FLAG_KEY, 'true');
  const view = renderAdmin();
  await screen.findByRole('tab', { name: 'Personal' });
  await advance(0); // let the editor's effects run (its draft, its leave warning)
  return { api, ...view };
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const saveButton = () => screen.getByRole('button', { name: /^(Save Changes|Saving\.\.\.)$/ });
const notification = () => screen.getByRole('status');
const project = (number: string) => screen.getByRole('group', { name: `Project ${number}` });
const post = (number: number) => screen.getByRole('group', { name: `Blog post ${number}` });
const storedDraft = () =>
  JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as { portfolio: Portfolio; etag: string } | null;

async function replaceText(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

async function signInWithForm(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement = document.body) {
  await user.type(within(scope).getByLabelText('Username'), OWNER.username);
  await user.type(within(scope).getByLabelText('Password'), OWNER.password);
  await user.click(within(scope).getByRole('button', { name: 'Sign in' }));
  await advance(1000);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  localStorage.clear();
});

describe('admin: signing in', () => {
  it('shows the sign-in form to a visitor, without loading anything', async () => {
    const api = fakeApi();
    renderAdmin();

    expect(await screen.findByRole('heading', { level: 1, name: 'Portfolio Admin' })).toBeInTheDocument();
    expect(screen.getByText('Authorized personnel only')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('opens the editor after signing in, and remembers it with the flag', async () => {
    const api = fakeApi();
    const { user } = renderAdmin();
    await screen.findByLabelText('Username');

    await signInWithForm(user);

    expect(await screen.findByRole('tab', { name: 'Personal', selected: true })).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_FLAG_KEY)).toBe('true');
    expect(api.state.signedIn).toBe(true);
  });

  it('restores the editor from the flag once the server confirms the session', async () => {
    const { api } = await openEditor();

    expect(screen.getByLabelText('Name')).toHaveValue('Jordan Lee');
    expect(api.calls('GET /api/auth/session')).toHaveLength(1);
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });

  it('clears a stale flag and shows the form when the server says the session is gone', async () => {
    fakeApi({ signedIn: false });
    localStorage.setItem(SESSION_FLAG_KEY, 'true');
    renderAdmin();

    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(localStorage.getItem(SESSION_FLAG_KEY)).toBeNull();
  });

  it('logs out: ends the server session, clears the flag and the data, and shows the form', async () => {
    const { api, user } = await openEditor();
    await replaceText(user, screen.getByLabelText('Name'), 'Unsaved Name');

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(api.calls('POST /api/auth/logout')).toHaveLength(1);
    expect(api.state.signedIn).toBe(false);
    expect(localStorage.getItem(SESSION_FLAG_KEY)).toBeNull();
    expect(screen.queryByDisplayValue('Unsaved Name')).not.toBeInTheDocument();

    // Signing in again loads the document afresh rather than showing what was loaded before.
    await signInWithForm(user);
    await screen.findByRole('tab', { name: 'Personal' });
    expect(api.calls('GET /api/portfolio')).toHaveLength(2);
  });
});

describe('admin: loading the document', () => {
  it("reads the owner's copy in its own credentials mode, so it never takes index.html's preload", async () => {
    const { api } = await openEditor();
    const [, init] = api.calls('GET /api/portfolio')[0]!;
    expect(init?.credentials).toBe('include');
  });

  it("shows 'Loading admin panel...' until the document arrives, with no way to save yet", async () => {
    const api = fakeApi({ signedIn: true });
    let answer!: (response: Response) => void;
    api.answerNext('GET /api/portfolio', () => new Promise((resolve) => (answer = resolve)));
    localStorage.setItem(SESSION_FLAG_KEY, 'true');
    renderAdmin();

    await waitFor(() => expect(api.calls('GET /api/portfolio')).toHaveLength(1));
    expect(screen.getByText('Loading admin panel...')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    await act(async () => answer(jsonResponse(OWNER_PORTFOLIO, 200, { etag: '"1"' })));
    expect(await screen.findByLabelText('Name')).toHaveValue('Jordan Lee');
    expect(screen.queryByText('Loading admin panel...')).not.toBeInTheDocument();
  });

  it("shows 'API not available' when the API answers with an error, and leads back to the portfolio", async () => {
    const api = fakeApi({ signedIn: true });
    api.answerNext('GET /api/portfolio', async () => jsonResponse({ message: 'Down' }, 503));
    localStorage.setItem(SESSION_FLAG_KEY, 'true');
    const { router, user } = renderAdmin();

    expect(await screen.findByRole('heading', { level: 1, name: 'API not available' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The admin panel requires the server API to be running. Please make sure the backend server is properly configured.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Portfolio' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows 'API not available' for an answer that is not JSON, and tries again on request", async () => {
    const api = fakeApi({ signedIn: true });
    api.answerNext(
      'GET /api/portfolio',
      async () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
    );
    localStorage.setItem(SESSION_FLAG_KEY, 'true');
    const { user } = renderAdmin();
    await screen.findByRole('heading', { name: 'API not available' });

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Jordan Lee');
  });

  it("gives up after 8 s and shows 'API not available'", async () => {
    const api = fakeApi({ signedIn: true });
    let calledAt = 0;
    let abortedAt = 0;
    api.answerNext('GET /api/portfolio', (url, init) => {
      calledAt = Date.now();
      init.signal?.addEventListener('abort', () => (abortedAt = Date.now()));
      return neverAnswers(url, init);
    });
    localStorage.setItem(SESSION_FLAG_KEY, 'true');
    renderAdmin();
    await screen.findByText('Loading admin panel...');

    await advance(8000);
    expect(await screen.findByRole('heading', { name: 'API not available' })).toBeInTheDocument();
    expect(abortedAt - calledAt).toBe(8000);
  });
});

describe('admin: the four tabs', () => {
  it('opens on Personal, with its six fields and their input types', async () => {
    await openEditor();
    expect(tab('Personal')).toHaveAttribute('aria-selected', 'true');

    expect(screen.getByLabelText('Name')).toHaveValue('Jordan Lee');
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxlength', String(limitOf('personalInfo.name')));
    expect(screen.getByLabelText('Title')).toHaveValue('Data Platform Engineer');
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('GitHub URL')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('LinkedIn URL')).toHaveValue('https://www.linkedin.com/in/jordanlee');
    expect(screen.getByLabelText('LinkedIn URL')).toHaveAttribute('type', 'url');
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = await openEditor();
    tab('Personal').focus();

    await user.keyboard('{ArrowRight}');
    expect(tab('Skills')).toHaveFocus();
    expect(tab('Skills')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: /^Skills/ })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Blogs')).toHaveAttribute('aria-selected', 'true');
  });

  it('edits skills: one input each, delete buttons named after the skill, and Add Skill', async () => {
    const { user } = await openEditor();
    await user.click(tab('Skills'));

    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual([
      'Rust',
      'Kafka',
      'dbt',
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete skill 2: Kafka' }));
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['Rust', 'dbt']);

    await user.click(screen.getByRole('button', { name: 'Add Skill' }));
    const added = screen.getByRole('textbox', { name: 'Skill 3' });
    expect(added).toHaveValue('');
    expect(added).toHaveFocus();
    await user.type(added, 'Go');
    expect(screen.getByRole('button', { name: 'Delete skill 3: Go' })).toBeInTheDocument();
  });

  it('edits projects: numbered, with their five fields, Add Project and delete', async () => {
    const { user } = await openEditor();
    await user.click(tab('Projects'));

    const first = within(project('01'));
    expect(first.getByLabelText('Title')).toHaveValue('Stream Router');
    expect(first.getByLabelText('Technologies (comma-separated)')).toHaveValue('Rust, Kafka');
    expect(first.getByLabelText('Description')).toHaveValue('Routes events between clusters.');
    expect(first.getByLabelText('GitHub URL')).toHaveAttribute('type', 'url');
    expect(first.getByLabelText('Live Demo URL')).toHaveValue('https://router.lee.dev');

    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    const added = within(project('03'));
    for (const label of ['Title', 'Technologies (comma-separated)', 'Description', 'GitHub URL', 'Live Demo URL']) {
      expect(added.getByLabelText(label)).toHaveValue('');
    }
    expect(added.getByLabelText('Title')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete project 01: Stream Router' }));
    expect(within(project('01')).getByLabelText('Title')).toHaveValue('Lineage Explorer');
    expect(screen.queryByRole('group', { name: 'Project 03' })).not.toBeInTheDocument();
  });

  it('splits technologies on commas, trims them and drops empty parts', async () => {
    const { user, api } = await openEditor();
    await user.click(tab('Projects'));
    const tech = within(project('02')).getByLabelText('Technologies (comma-separated)');

    await replaceText(user, tech, ' Go,, Rust ,  ,SQL,');
    expect(tech).toHaveValue(' Go,, Rust ,  ,SQL,'); // the text stays as typed
    await user.click(saveButton());
    await screen.findByText('Data saved successfully!');

    expect(api.state.portfolio.projects[1]!.tech).toEqual(['Go', 'Rust', 'SQL']);
  });

  it('edits blog posts: Title, Read Time, Date and Excerpt; a new post is dated today', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(2025, 6, 4, 23, 45) });
    const { user } = await openEditor();
    await user.click(tab('Blogs'));

    const first = within(post(1));
    expect(first.getByLabelText('Title')).toHaveValue('Backpressure, Explained');
    expect(first.getByLabelText('Read Time')).toHaveAttribute('placeholder', 'e.g., 5 min read');
    expect(first.getByLabelText('Date')).toHaveAttribute('type', 'date');
    expect(first.getByLabelText('Date')).toHaveValue('2024-03-05');
    expect(first.getByLabelText('Excerpt')).toHaveValue('Why queues fill up.');

    await user.click(screen.getByRole('button', { name: 'Add Blog Post' }));
    const added = within(post(4));
    expect(added.getByLabelText('Title')).toHaveValue('');
    expect(added.getByLabelText('Read Time')).toHaveValue('');
    expect(added.getByLabelText('Excerpt')).toHaveValue('');
    expect(added.getByLabelText('Date')).toHaveValue('2025-07-04');

    await user.click(screen.getByRole('button', { name: 'Delete blog post 4' }));
    expect(screen.queryByRole('group', { name: 'Blog post 4' })).not.toBeInTheDocument();
  });
});

describe('admin: saving', () => {
  it("sends the whole document with If-Match, shows 'Saving...', then 'Data saved successfully!'", async () => {
    const { user, api } = await openEditor();
    let answer!: () => void;
    api.answerNext(
      'PUT /api/portfolio',
      (_url, init) =>
        new Promise(
          (resolve) => (answer = () => resolve(jsonResponse(JSON.parse(String(init.body)), 200, { etag: '"2"' }))),
        ),
    );
    await replaceText(user, screen.getByLabelText('Title'), 'Staff Data Engineer');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(saveButton());
    expect(saveButton()).toHaveTextContent('Saving...');
    const [, init] = api.calls('PUT /api/portfolio')[0]!;
    expect(new Headers(init?.headers).get('if-match')).toBe('"1"');
    expect(JSON.parse(String(init?.body))).toEqual({
      ...OWNER_PORTFOLIO,
      personalInfo: { ...OWNER_PORTFOLIO.personalInfo, title: 'Staff Data Engineer' },
    });

    await act(async () => answer());
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(notification()).toHaveTextContent('Data saved successfully!');
    expect(saveButton()).toHaveTextContent('Save Changes');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(storedDraft()).toBeNull();
  });

  it('uses the new version for the next save', async () => {
    const { user, api } = await openEditor();
    await replaceText(user, screen.getByLabelText('Name'), 'Jordan A. Lee');
    await user.click(saveButton());
    await screen.findByText('Data saved successfully!');
    await replaceText(user, screen.getByLabelText('Name'), 'Jordan Lee');
    await user.click(saveButton());
    await advance(0);

    expect(api.state.saves.map((save) => save.ifMatch)).toEqual(['"1"', '"2"']);
    expect(api.state.portfolio.personalInfo.name).toBe('Jordan Lee');
  });

  it("keeps the edits locally when the API answers with an error: 'changes saved locally only'", async () => {
    const { user, api } = await openEditor();
    api.answerNext('PUT /api/portfolio', async () => jsonResponse({ message: 'Database unavailable' }, 503));
    await replaceText(user, screen.getByLabelText('Name'), 'Kept Locally');

    await user.click(saveButton());

    expect(await screen.findByText('API not available - changes saved locally only')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Kept Locally');
    expect(storedDraft()).toMatchObject({ etag: '"1"', portfolio: { personalInfo: { name: 'Kept Locally' } } });
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it("says 'running in demo mode' when the API cannot be reached", async () => {
    const { user, api } = await openEditor();
    api.answerNext('PUT /api/portfolio', networkError);
    await replaceText(user, screen.getByLabelText('Name'), 'Offline Edit');

    await user.click(saveButton());

    expect(await screen.findByText('API not available - running in demo mode')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Offline Edit');
  });

  it("gives up after 10 s: 'Save timeout - API not responding'", async () => {
    const { user, api } = await openEditor();
    let calledAt = 0;
    let abortedAt = 0;
    api.answerNext('PUT /api/portfolio', (url, init) => {
      calledAt = Date.now();
      init.signal?.addEventListener('abort', () => (abortedAt = Date.now()));
      return neverAnswers(url, init);
    });
    await replaceText(user, screen.getByLabelText('Name'), 'Slow Save');
    await user.click(saveButton());
    expect(saveButton()).toHaveTextContent('Saving...');

    await advance(10_000);
    expect(await screen.findByText('Save timeout - API not responding')).toBeInTheDocument();
    expect(abortedAt - calledAt).toBe(10_000);
    expect(saveButton()).toHaveTextContent('Save Changes');
    expect(screen.getByLabelText('Name')).toHaveValue('Slow Save');
  });

  it('asks to sign in again when the session has ended, then saves the same edits', async () => {
    const { user, api } = await openEditor();
    await replaceText(user, screen.getByLabelText('Name'), 'After Expiry');
    api.state.signedIn = false; // the session ended on the server

    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(api.state.portfolio.personalInfo.name).toBe('Jordan Lee');

    await signInWithForm(user, dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('After Expiry');

    await user.click(saveButton());
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.state.portfolio.personalInfo.name).toBe('After Expiry');
  });

  it('says the portfolio changed elsewhere (412) and lets the owner keep editing', async () => {
    const { user, api } = await openEditor();
    api.saveElsewhere({ ...OWNER_PORTFOLIO, personalInfo: { ...OWNER_PORTFOLIO.personalInfo, name: 'Other Tab' } });
    await replaceText(user, screen.getByLabelText('Name'), 'This Tab');

    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'The portfolio was changed elsewhere' });
    expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('This Tab');
    expect(api.state.portfolio.personalInfo.name).toBe('Other Tab');
    expect(storedDraft()?.portfolio.personalInfo.name).toBe('This Tab');
  });

  it('loads the latest version on request after a 412, and saves against it', async () => {
    const { user, api } = await openEditor();
    api.saveElsewhere({ ...OWNER_PORTFOLIO, personalInfo: { ...OWNER_PORTFOLIO.personalInfo, name: 'Other Tab' } });
    await replaceText(user, screen.getByLabelText('Name'), 'This Tab');
    await user.click(saveButton());

    await user.click(await screen.findByRole('button', { name: 'Load latest' }));

    expect(await screen.findByText('The latest version is loaded.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Other Tab');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await replaceText(user, screen.getByLabelText('Title'), 'Merged by hand');
    await user.click(saveButton());
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.state.saves.at(-1)?.ifMatch).toBe('"2"');
  });

  it("shows the server's field errors next to their fields and focuses the first", async () => {
    const { user, api } = await openEditor();
    api.answerNext('PUT /api/portfolio', async () =>
      jsonResponse(
        {
          message: 'Some fields are not valid',
          errors: [
            { path: 'blogs.0.readTime', message: 'must be at most 40 characters' },
            { path: 'projects.1.live', message: 'must be an http:// or https:// address, or empty' },
          ],
        },
        400,
      ),
    );

    await user.click(saveButton());

    expect(await screen.findByText(/Some fields need attention/)).toBeInTheDocument();
    expect(tab('Projects')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Projects')).toHaveAccessibleName('Projects, 1 error');
    const live = within(project('02')).getByLabelText('Live Demo URL');
    expect(live).toHaveFocus();
    expect(live).toHaveAttribute('aria-invalid', 'true');
    expect(live).toHaveAccessibleDescription('Must be an http:// or https:// address, or empty');

    // The message goes once the field no longer holds what the server refused.
    await user.type(live, '/v2');
    expect(live).not.toHaveAttribute('aria-invalid');
    await user.click(tab('Blogs'));
    expect(within(post(1)).getByLabelText('Read Time')).toHaveAccessibleDescription('Must be at most 40 characters');
  });

  it('checks the fields before sending, and sends nothing while one is wrong', async () => {
    const { user, api } = await openEditor();
    await user.click(tab('Skills'));
    await user.click(screen.getByRole('button', { name: 'Add Skill' }));

    await user.click(saveButton());

    expect(api.calls('PUT /api/portfolio')).toHaveLength(0);
    const added = screen.getByRole('textbox', { name: 'Skill 4' });
    expect(added).toHaveFocus();
    expect(added).toHaveAccessibleDescription('Must not be empty');
    expect(notification()).toHaveTextContent('Some fields need attention');
  });
});

describe('admin: nothing is lost', () => {
  it('offers the draft of a failed save after a reload, and saves it against its own version', async () => {
    const first = await openEditor();
    first.api.answerNext('PUT /api/portfolio', async () => jsonResponse({ message: 'Down' }, 503));
    await first.user.click(tab('Skills'));
    await replaceText(first.user, screen.getByRole('textbox', { name: 'Skill 1' }), 'Zig');
    await first.user.click(saveButton());
    await screen.findByText('API not available - changes saved locally only');
    first.unmount();

    const { user, api } = await openEditor(first.api);
    const dialog = await screen.findByRole('dialog', { name: 'Restore unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore draft' }));

    await user.click(tab('Skills'));
    expect(screen.getByRole('textbox', { name: 'Skill 1' })).toHaveValue('Zig');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.state.saves.at(-1)?.ifMatch).toBe('"1"');
    expect(api.state.portfolio.skills[0]).toEqual({ name: 'Zig' });
  });

  it('saves a restored draft with If-Match, so a newer version elsewhere is not overwritten', async () => {
    const api = fakeApi({ signedIn: true });
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        etag: '"1"',
        savedAt: '2025-07-04T10:00:00.000Z',
        portfolio: { ...OWNER_PORTFOLIO, skills: [{ name: 'Zig' }] },
      }),
    );
    api.saveElsewhere({ ...OWNER_PORTFOLIO, skills: [{ name: 'Elixir' }] });
    const { user } = await openEditor(api);

    const dialog = await screen.findByRole('dialog', { name: 'Restore unsaved changes?' });
    expect(dialog).toHaveTextContent('The portfolio has been saved elsewhere since then');
    await user.click(within(dialog).getByRole('button', { name: 'Restore draft' }));
    await user.click(saveButton());

    expect(await screen.findByRole('dialog', { name: 'The portfolio was changed elsewhere' })).toBeInTheDocument();
    expect(api.state.portfolio.skills).toEqual([{ name: 'Elixir' }]);
  });

  it('discards the draft on request and starts from the saved portfolio', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        etag: '"1"',
        savedAt: '2025-07-04T10:00:00.000Z',
        portfolio: { ...OWNER_PORTFOLIO, skills: [] },
      }),
    );
    const { user } = await openEditor();

    await user.click(await screen.findByRole('button', { name: 'Discard draft' }));

    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    await user.click(tab('Skills'));
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('does not offer a draft that matches the saved portfolio', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ etag: '"1"', savedAt: '2025-07-04T10:00:00.000Z', portfolio: OWNER_PORTFOLIO }),
    );
    await openEditor();

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('asks before the page is left only while there are unsaved changes', async () => {
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const { user } = await openEditor();
    expect(leave()).toBe(false);

    await user.type(screen.getByLabelText('Name'), '!');
    expect(leave()).toBe(true);

    await user.click(saveButton());
    await screen.findByText('Data saved successfully!');
    expect(leave()).toBe(false);
  });
});

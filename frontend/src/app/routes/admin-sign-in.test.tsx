import { act, screen, waitFor } from '@testing-library/react';
import { VERSION } from '@portfolio/contract';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_FLAG_KEY } from '@/features/auth/session-flag';
import { advance, openEditor, renderAdmin, replaceText, setUpAdminTests, signInWithForm } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { jsonResponse, neverAnswers } from '@/test/fetch';
import { OWNER_PORTFOLIO } from '@/test/fixtures';

setUpAdminTests();

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

  it('names the release in the footer, so the owner can tell which version the server runs', async () => {
    await openEditor();

    expect(screen.getByRole('contentinfo')).toHaveTextContent(`Portfolio ${VERSION}`);
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+$/);
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
    expect(api.calls('GET /api/landing')).toHaveLength(2);
  });
});

describe('admin: loading the document', () => {
  it("reads the owner's copy in its own credentials mode, so it never takes index.html's preload", async () => {
    const { api } = await openEditor();
    const [, init] = api.calls('GET /api/landing')[0]!;
    expect(init?.credentials).toBe('include');
  });

  it("shows 'Loading admin panel...' until the document arrives, with no way to save yet", async () => {
    const api = fakeApi({ signedIn: true });
    let answer!: (response: Response) => void;
    api.answerNext('GET /api/landing', () => new Promise((resolve) => (answer = resolve)));
    localStorage.setItem(SESSION_FLAG_KEY, 'true');
    renderAdmin();

    await waitFor(() => expect(api.calls('GET /api/landing')).toHaveLength(1));
    expect(screen.getByText('Loading admin panel...')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    await act(async () => answer(jsonResponse(OWNER_PORTFOLIO, 200, { etag: '"1"' })));
    expect(await screen.findByLabelText('Name')).toHaveValue('Jordan Lee');
    expect(screen.queryByText('Loading admin panel...')).not.toBeInTheDocument();
  });

  it("shows 'API not available' when the API answers with an error, and leads back to the portfolio", async () => {
    const api = fakeApi({ signedIn: true });
    api.answerNext('GET /api/landing', async () => jsonResponse({ message: 'Down' }, 503));
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
      'GET /api/landing',
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
    api.answerNext('GET /api/landing', (url, init) => {
      calledAt = Date.now();
      init.signal?.addEventListener('abort', () => (abortedAt = Date.now()));
      return neverAnswers(url, init);
    });
    localStorage.setItem(SESSION_FLAG_KEY, 'true');
    renderAdmin();
    await screen.findByText('Loading admin panel...');
    // The 8 s count from the request, which comes after the session's check and the route's chunk.
    await vi.waitFor(() => expect(calledAt).toBeGreaterThan(0), { timeout: 5000 });

    await advance(8000);
    expect(await screen.findByRole('heading', { name: 'API not available' })).toBeInTheDocument();
    expect(abortedAt - calledAt).toBe(8000);
  });
});

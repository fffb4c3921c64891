import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openEditor, setUpAdminTests } from '@/test/admin-screen';
import { fakeApi, OWNER } from '@/test/fake-api';
import { jsonResponse, networkError } from '@/test/fetch';

setUpAdminTests();

async function openSessions(api = fakeApi({ signedIn: true })) {
  const view = await openEditor(api);
  await view.user.click(screen.getByRole('button', { name: 'Sessions' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sessions' });
  return { ...view, dialog };
}

const rows = (dialog: HTMLElement, name: string) =>
  within(within(dialog).getByRole('list', { name })).getAllByRole('listitem');

type User = Awaited<ReturnType<typeof openSessions>>['user'];

/** Answers the password prompt a change brings up, and submits it with its button. */
async function givePassword(user: User, dialog: HTMLElement, submit: string, password: string = OWNER.password) {
  const field = await within(dialog).findByLabelText('Password');
  expect(field).toHaveAttribute('type', 'password');
  await user.clear(field);
  await user.type(field, password);
  await user.click(within(dialog).getByRole('button', { name: submit }));
}

describe('admin: sessions', () => {
  it('lists where the owner is signed in and the trusted browsers: browser, address, when; this browser marked', async () => {
    const { dialog } = await openSessions();

    await within(dialog).findByRole('list', { name: 'Sessions' });
    expect(rows(dialog, 'Sessions').map((row) => row.textContent)).toEqual([
      'Chrome on LinuxThis browser198.51.100.7 · last used just now · signed in 1 hour ago',
      'Safari on iOS2001:db8:aa:bb::/64 · last used 5 minutes ago · signed in 1 hour agoSign out',
      'curl203.0.113.66 · last used 2 days ago · signed in 2 days agoSign out',
    ]);
    expect(rows(dialog, 'Trusted browsers').map((row) => row.textContent)).toEqual([
      'Chrome on LinuxThis browser198.51.100.7 · last signed in just now · first signed in 1 hour ago',
      'Safari on iOSAddress not recorded · last signed in 3 hours ago · first signed in 4 hours agoForget',
    ]);
    const [current] = rows(dialog, 'Sessions');
    expect(within(current!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(current!).getByText('just now')).toHaveAttribute('datetime', expect.stringMatching(/^\d{4}-/));
  });

  it('signs out one other browser, with the password', async () => {
    const { user, api, dialog } = await openSessions();

    await user.click(
      await within(dialog).findByRole('button', { name: 'Sign out Safari on iOS, 2001:db8:aa:bb::/64' }),
    );
    expect(dialog).toHaveTextContent('Enter your password to sign out Safari on iOS, 2001:db8:aa:bb::/64.');
    expect(api.calls('DELETE /api/auth/sessions/12')).toHaveLength(0);
    await givePassword(user, dialog, 'Sign out');

    expect(await screen.findByText('Signed out Safari on iOS, 2001:db8:aa:bb::/64.')).toBeInTheDocument();
    expect(api.calls('DELETE /api/auth/sessions/12')).toHaveLength(1);
    const [, init] = api.calls('DELETE /api/auth/sessions/12')[0]!;
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ password: OWNER.password });
    expect(rows(dialog, 'Sessions')).toHaveLength(2);
  });

  it('signs out everywhere else with the password, leaving this browser signed in', async () => {
    const { user, api, dialog } = await openSessions();

    await user.click(await within(dialog).findByRole('button', { name: 'Sign out everywhere else' }));
    expect(dialog).toHaveTextContent(
      'Enter your password to sign out every other session. This browser stays signed in.',
    );
    await givePassword(user, dialog, 'Sign out everywhere else');

    expect(await screen.findByText('Signed out 2 other sessions.')).toBeInTheDocument();
    expect(api.calls('POST /api/auth/sessions/end-others')).toHaveLength(1);
    expect(rows(dialog, 'Sessions')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: /^Personal/ })).toBeInTheDocument();
  });

  it('forgets a trusted browser, with the password', async () => {
    const { user, api, dialog } = await openSessions();

    await user.click(await within(dialog).findByRole('button', { name: 'Forget Safari on iOS' }));
    await givePassword(user, dialog, 'Forget');

    expect(await screen.findByText('Safari on iOS is no longer trusted.')).toBeInTheDocument();
    expect(api.calls('DELETE /api/auth/devices/22')).toHaveLength(1);
    expect(rows(dialog, 'Trusted browsers')).toHaveLength(1);
  });

  it('says a wrong password is wrong and ends nothing, then takes the right one', async () => {
    const { user, api, dialog } = await openSessions();

    await user.click(await within(dialog).findByRole('button', { name: 'Sign out everywhere else' }));
    await givePassword(user, dialog, 'Sign out everywhere else', 'not the password');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Wrong password. Enter the password you sign in with.',
    );
    expect(api.state.sessions).toHaveLength(3);
    await givePassword(user, dialog, 'Sign out everywhere else');
    expect(await screen.findByText('Signed out 2 other sessions.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says how long to wait when too many passwords failed', async () => {
    const api = fakeApi({ signedIn: true });
    api.answerNext('DELETE /api/auth/devices/22', async () =>
      jsonResponse({ message: 'Too many failed sign-ins.' }, 429, { 'retry-after': '840' }),
    );
    const { user, dialog } = await openSessions(api);

    await user.click(await within(dialog).findByRole('button', { name: 'Forget Safari on iOS' }));
    await givePassword(user, dialog, 'Forget');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many failed sign-ins. Try again in 14 minutes.',
    );
    expect(api.state.devices).toHaveLength(2);
  });

  it('goes back to the list on Cancel, changing nothing', async () => {
    const { user, api, dialog } = await openSessions();

    await user.click(await within(dialog).findByRole('button', { name: 'Forget Safari on iOS' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(rows(dialog, 'Trusted browsers')).toHaveLength(2);
    expect(api.calls('DELETE /api/auth/devices/22')).toHaveLength(0);
  });

  it('says when the list cannot be loaded, and loads it again on request', async () => {
    const api = fakeApi({ signedIn: true });
    api.answerNext('GET /api/auth/sessions', networkError);
    const { user, dialog } = await openSessions(api);

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The sessions could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await within(dialog).findByRole('list', { name: 'Sessions' })).toBeInTheDocument();
  });

  it('says when an action fails, and keeps the list', async () => {
    const { user, api, dialog } = await openSessions();
    api.answerNext('POST /api/auth/sessions/end-others', networkError);

    await user.click(await within(dialog).findByRole('button', { name: 'Sign out everywhere else' }));
    await givePassword(user, dialog, 'Sign out everywhere else');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Try again in a moment.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rows(dialog, 'Sessions')).toHaveLength(3);
  });

  it('asks to sign in again when this session has ended', async () => {
    const api = fakeApi({ signedIn: true });
    api.answerNext('GET /api/auth/sessions', async () => jsonResponse({ message: 'Sign in to see this.' }, 401));
    const { user } = await openEditor(api);

    await user.click(screen.getByRole('button', { name: 'Sessions' }));

    expect(await screen.findByRole('dialog', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sessions' })).not.toBeInTheDocument();
  });

  it('asks to sign in again when this session ended before the password was checked', async () => {
    const { user, api, dialog } = await openSessions();
    api.answerNext('DELETE /api/auth/sessions/13', async () => jsonResponse({ message: 'Sign in to see this.' }, 401));

    await user.click(await within(dialog).findByRole('button', { name: 'Sign out curl, 203.0.113.66' }));
    await givePassword(user, dialog, 'Sign out');

    expect(await screen.findByRole('dialog', { name: 'Your session has ended' })).toBeInTheDocument();
  });

  it('closes on Close and on Escape', async () => {
    const { user, dialog } = await openSessions();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Sessions' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sessions' }));
    await screen.findByRole('dialog', { name: 'Sessions' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Sessions' })).not.toBeInTheDocument();
  });
});

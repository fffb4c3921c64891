import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advance, openEditor, setUpAdminTests } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { jsonResponse } from '@/test/fetch';

setUpAdminTests();

const HOUR_MS = 60 * 60 * 1000;
/** A moment this long before now, as the backup service writes it (to the second, in UTC). */
const hoursAgo = (hours: number) => `${new Date(Date.now() - hours * HOUR_MS).toISOString().slice(0, 19)}Z`;
// The admin's footer is inside its main landmark, so browsers give it no contentinfo role.
const footer = () => document.querySelector('footer')!;

/** The editor over an API whose health reports `backup`. */
async function openWith(backup: ReturnType<typeof fakeApi>['state']['backup']) {
  const api = fakeApi({ signedIn: true });
  api.state.backup = backup;
  const view = await openEditor(api);
  await advance(0);
  return view;
}

describe('admin: backups', () => {
  it('says nothing of backups where the server schedules none', async () => {
    const { api } = await openWith(null);

    expect(api.calls('GET /api/health')).toHaveLength(1);
    expect(footer()).not.toHaveTextContent(/backup/i);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says quietly in the footer when the last backup was made and that it reached off-site', async () => {
    const last = hoursAgo(3);
    await openWith({ last, offsite: true, error: null });

    expect(await screen.findByText(/^Last backup/)).toHaveTextContent('Last backup 3 hours ago, copied off-site');
    expect(screen.getByText('3 hours ago')).toHaveAttribute('datetime', last);
    expect(footer()).toContainElement(screen.getByText(/^Last backup/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the backups stay on this server, without an off-site repository', async () => {
    await openWith({ last: hoursAgo(26), offsite: null, error: null });

    expect(await screen.findByText(/^Last backup/)).toHaveTextContent(
      'Last backup yesterday, on this server only (no off-site repository)',
    );
  });

  it('says that no backup was made yet', async () => {
    await openWith({ last: null, offsite: null, error: null });

    expect(await screen.findByText('No backup yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a failure in an alert with the server's words, and the last backup as not off-site", async () => {
    const error = 'The off-site repository could not be reached: sftp answered "Connection refused".';
    await openWith({ last: hoursAgo(2), offsite: false, error });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Backups need your attention${error}This stays until a backup succeeds.`);
    expect(footer()).toHaveTextContent('Last backup 2 hours ago, not copied off-site');
    expect(screen.getByRole('tab', { name: /^Personal/ })).toBeInTheDocument();
  });

  it('keeps the alert until a backup succeeds, read again when the owner comes back to the tab', async () => {
    const { api } = await openWith({ last: hoursAgo(50), offsite: true, error: 'No backup has been made since …' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No backup has been made since …');

    api.state.backup = { last: hoursAgo(0), offsite: true, error: null };
    act(() => window.dispatchEvent(new Event('visibilitychange')));
    await advance(0);

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(footer()).toHaveTextContent('Last backup just now, copied off-site');
    expect(api.calls('GET /api/health')).toHaveLength(2);
  });

  it('reads the report again every ten minutes while the admin stays open', async () => {
    const { api } = await openWith({ last: hoursAgo(1), offsite: true, error: null });
    api.state.backup = { last: hoursAgo(1), offsite: false, error: 'Wrong password for the off-site repository.' };

    await advance(10 * 60 * 1000);

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong password for the off-site repository.');
  });

  it('says nothing of backups when health cannot be read, and the editor works', async () => {
    const api = fakeApi({ signedIn: true });
    api.answerNext('GET /api/health', async () => jsonResponse({ message: 'The database is not answering' }, 503));
    await openEditor(api);
    await advance(0);

    expect(api.calls('GET /api/health')).toHaveLength(1);
    expect(footer()).not.toHaveTextContent(/backup/i);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Personal/ })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublishStatus } from '@portfolio/contract';
import { advance, openEditor, setUpAdminTests } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';

setUpAdminTests();

const MINUTE_MS = 60 * 1000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE_MS).toISOString();
// The admin's footer is inside its main landmark, so browsers give it no contentinfo role.
const footer = () => document.querySelector('footer')!;
const PUBLISHED: PublishStatus = {
  last: minutesAgo(3),
  ok: true,
  error: null,
  moved: { files: 4, bytes: 62_127, ms: 1240 },
};

/** The editor over an API whose health reports `publish`. */
async function openWith(publish: PublishStatus | null) {
  const api = fakeApi({ signedIn: true });
  api.state.publish = publish;
  const view = await openEditor(api);
  await advance(0);
  return { ...view, api };
}

describe('admin: publishing to a static host', () => {
  it('says nothing of publishing where the site is not published', async () => {
    await openWith(null);

    expect(footer()).not.toHaveTextContent(/publish/i);
    expect(screen.queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();
  });

  it('says in the footer when the last publish was, what it moved and how long it took', async () => {
    await openWith(PUBLISHED);

    expect(await screen.findByText(/^Last publish/)).toHaveTextContent(
      'Last publish 3 minutes ago: 4 files, 61 KB in 1.2 s',
    );
    expect(screen.getByText('3 minutes ago')).toHaveAttribute('datetime', PUBLISHED.last);
    expect(footer()).toContainElement(screen.getByRole('button', { name: 'Publish now' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says that the site was not published yet', async () => {
    await openWith({ last: null, ok: null, error: null, moved: null });

    expect(await screen.findByText('Not published yet')).toBeInTheDocument();
  });

  it("shows a failing publish's reason in words, in an alert, with the last one that went through", async () => {
    const error = 'NewFs: couldn\u2019t connect SSH: dial tcp 203.0.113.7:22: connect: connection refused.';
    await openWith({ ...PUBLISHED, ok: false, error });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The last publish failed: ${error} It is tried again by itself.`,
    );
    expect(footer()).toHaveTextContent('Last publish 3 minutes ago');
  });

  it("starts a publish on 'Publish now', follows it step by step, and shows how it went", async () => {
    const { api, user } = await openWith({ ...PUBLISHED, ok: false, error: 'The target did not answer.' });
    api.state.nextPublish = {
      last: new Date().toISOString(),
      ok: true,
      error: null,
      moved: { files: 12, bytes: 48_000, ms: 31_000 },
    };
    const since = new Date().toISOString();
    api.state.publishSteps = [
      { since, step: 'comparing', done: 0, total: 40 },
      { since, step: 'sending', done: 3, total: 12 },
    ];

    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    await advance(0);
    // Answered at once: the publish goes on, and the owner sees it move, with no error.
    expect(api.calls('POST /api/publish')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Publishing…' })).toBeDisabled();
    await advance(1000);
    expect(within(footer()).getByRole('status')).toHaveTextContent('Publishing: reading what the static host holds');
    await advance(1000);
    expect(within(footer()).getByRole('status')).toHaveTextContent('Publishing: sending 3 of 12 files');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await advance(1000);

    expect(await screen.findByText(/^Last publish/)).toHaveTextContent(
      'Last publish just now: 12 files, 47 KB in 31.0 s',
    );
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeEnabled();
    expect(within(footer()).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the owner why a publish failed, where health says only that it did and when', async () => {
    const api = fakeApi({ signedIn: true });
    api.state.publish = { ...PUBLISHED, ok: false, error: 'The last publish failed at 2030-06-01T12:00:00.000Z.' };
    api.state.publishReason = 'NewFs: couldn\u2019t connect SSH: connection refused.';
    await openEditor(api);
    await advance(0);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The last publish failed: ${api.state.publishReason} It is tried again by itself.`,
    );
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advance, openEditor, renderAdmin, setUpAdminTests, signInWithForm } from '@/test/admin-screen';
import { fakeApi, OWNER } from '@/test/fake-api';
import { jsonResponse } from '@/test/fetch';

setUpAdminTests();

async function openSecurity() {
  const view = await openEditor();
  await view.user.click(screen.getByRole('button', { name: 'Security' }));
  const dialog = await screen.findByRole('dialog', { name: 'Two-step sign-in' });
  return { ...view, dialog };
}

describe('admin: two-step sign-in', () => {
  it('asks for the code after the right password, and signs in with it', async () => {
    const api = fakeApi();
    api.state.secondFactor.enabled = true;
    const { user } = renderAdmin();
    await screen.findByLabelText('Username');

    await signInWithForm(user);

    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(
      'The 6 digits your authenticator app shows now, or one of your recovery codes.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await advance(1000);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not valid, or was used already. Enter the current code, or a recovery code.',
    );

    await user.clear(code);
    await user.type(code, ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await advance(1000);
    expect(await screen.findByRole('tab', { name: 'Personal', selected: true })).toBeInTheDocument();
    const [, init] = api.calls('POST /api/auth/login').at(-1)!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ code: '123456' });
  });

  it('turns on: the password first, then a QR code drawn in the page and the key, a code confirms, and ten recovery codes are shown once', async () => {
    const { user, api, dialog } = await openSecurity();
    const password = await within(dialog).findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(dialog).toHaveTextContent('Every other browser signed in to this admin is then signed out.');

    await user.type(password, 'not the password');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Wrong password. Enter the password you sign in with.',
    );
    expect(within(dialog).queryByRole('img', { name: 'QR code for your authenticator app' })).not.toBeInTheDocument();

    await user.clear(password);
    await user.type(password, OWNER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const qr = await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.tagName).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(dialog).toHaveTextContent('Key: JBSW Y3DP EHPK 3PXP');

    await user.type(within(dialog).getByLabelText('Code from the app'), '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That code is not valid. Enter the code the app shows now.',
    );
    expect(api.state.secondFactor.enabled).toBe(false);

    await user.clear(within(dialog).getByLabelText('Code from the app'));
    await user.type(within(dialog).getByLabelText('Code from the app'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    const codes = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    const download = within(dialog).getByRole('link', { name: 'Download codes' });
    expect(decodeURIComponent(download.getAttribute('href')!)).toContain('AAAA-BBBB-CCCC-0009');
    expect(api.state.secondFactor.enabled).toBe(true);
    const [, init] = api.calls('POST /api/auth/second-factor/confirm').at(-1)!;
    expect(JSON.parse(String(init?.body))).toEqual({ code: '123456', password: OWNER.password });

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Two-step sign-in' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I have kept them' }));
    expect(screen.queryByRole('dialog', { name: 'Two-step sign-in' })).not.toBeInTheDocument();
  });

  it('turns off with the password and a code', async () => {
    const api = fakeApi({ signedIn: true });
    api.state.secondFactor.enabled = true;
    const { user } = await openEditor(api);
    await user.click(screen.getByRole('button', { name: 'Security' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-step sign-in' });

    expect(
      await within(dialog).findByText(/Two-step sign-in is on\. 10 of 10 recovery codes are left\./),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Code'), '123456');
    const turnOff = within(dialog).getByRole('button', { name: 'Turn off' });
    expect(turnOff).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Password'), 'not the password');
    await user.click(turnOff);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Wrong password. Enter the password you sign in with.',
    );
    expect(api.state.secondFactor.enabled).toBe(true);

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), OWNER.password);
    await user.click(turnOff);

    expect(await screen.findByText('Two-step sign-in is off.')).toBeInTheDocument();
    expect(api.state.secondFactor.enabled).toBe(false);
  });

  it('says how long to wait after too many wrong passwords', async () => {
    const { user, api, dialog } = await openSecurity();
    api.answerNext('POST /api/auth/second-factor/setup', async () =>
      jsonResponse({ message: 'Too many failed sign-ins.' }, 429, { 'retry-after': '840' }),
    );

    await user.type(await within(dialog).findByLabelText('Password'), OWNER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many failed sign-ins. Try again in 14 minutes.',
    );
  });

  it('asks to sign in again when the session has ended, keeping the editor', async () => {
    const { user, api, dialog } = await openSecurity();
    api.state.signedIn = false;
    api.answerNext('POST /api/auth/second-factor/setup', async () =>
      jsonResponse({ message: 'Your session has ended. Sign in again to save.' }, 401),
    );

    await user.type(await within(dialog).findByLabelText('Password'), OWNER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByRole('dialog', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Two-step sign-in' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Personal/ })).toBeInTheDocument();
  });
});

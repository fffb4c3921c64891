import { describeWait } from '@portfolio/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, OWNER } from '@/test/fake-api';
import { jsonResponse, networkError } from '@/test/fetch';
import { SignInForm } from './sign-in-form';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const username = () => screen.getByLabelText('Username');
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: /^Sign(ing)? in/ });

function setup() {
  const api = fakeApi();
  const onSignedIn = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(<SignInForm onSignedIn={onSignedIn} />);
  return { api, onSignedIn, user };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

describe('SignInForm: what may be sent', () => {
  it('keeps the submit button disabled until both a username and a password are given', async () => {
    const { user } = setup();
    expect(submit()).toBeDisabled();

    await user.type(username(), 'owner');
    expect(submit()).toBeDisabled();
    await user.type(password(), 'x');
    expect(submit()).toBeEnabled();
    await user.clear(username());
    expect(submit()).toBeDisabled();
  });

  it('trims the username before the check, but not the password', async () => {
    const { user, api } = setup();
    await user.type(username(), '   ');
    await user.type(password(), 'secret');
    expect(submit()).toBeDisabled();

    await user.clear(username());
    await user.type(username(), '  owner  ');
    await user.clear(password());
    await user.type(password(), '   ');
    expect(submit()).toBeEnabled(); // a password of spaces is still a password

    await user.clear(password());
    await user.type(password(), OWNER.password);
    await user.click(submit());
    await advance(1000);

    const [, init] = api.calls('POST /api/auth/login')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'owner', password: OWNER.password });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('shows and hides the password with a labelled toggle', async () => {
    const { user } = setup();
    await user.type(password(), 'secret');
    expect(password()).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    expect(password()).toHaveValue('secret');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });
});

describe('SignInForm: signing in', () => {
  it("reads 'Signing in...' and stays disabled for about a second, then signs in", async () => {
    const { user, onSignedIn } = setup();
    await user.type(username(), OWNER.username);
    await user.type(password(), OWNER.password);
    vi.useFakeTimers(); // exact from here: no real time may slip in
    fireEvent.click(submit());

    expect(submit()).toHaveTextContent('Signing in...');
    expect(submit()).toBeDisabled();
    await advance(900);
    expect(submit()).toHaveTextContent('Signing in...');
    expect(onSignedIn).not.toHaveBeenCalled();

    await advance(100);
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it("shows 'Invalid username or password' in an alert when the server answers 401", async () => {
    const { user, onSignedIn } = setup();
    await user.type(username(), OWNER.username);
    await user.type(password(), 'wrong password');
    await user.click(submit());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await advance(1000);

    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(submit()).toHaveTextContent('Sign in');
    expect(submit()).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says how long to wait when the server refuses more attempts (429)', async () => {
    const { user, api } = setup();
    api.answerNext('POST /api/auth/login', async () =>
      jsonResponse({ message: 'Too many failed sign-ins.', retryAfterSeconds: 900 }, 429, { 'retry-after': '900' }),
    );
    await user.type(username(), OWNER.username);
    await user.type(password(), 'guess');
    await user.click(submit());
    await advance(1000);

    expect(screen.getByRole('alert')).toHaveTextContent('Too many failed sign-ins. Try again in 15 minutes.');
  });

  it('says the server could not be reached when the call fails', async () => {
    const { user, api, onSignedIn } = setup();
    api.answerNext('POST /api/auth/login', networkError);
    await user.type(username(), OWNER.username);
    await user.type(password(), OWNER.password);
    await user.click(submit());
    await advance(1000);

    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

describe('describeWait', () => {
  it('rounds a wait up to whole minutes past one minute', () => {
    expect([1, 45, 60, 61, 900].map(describeWait)).toEqual([
      '1 second',
      '45 seconds',
      '1 minute',
      '2 minutes',
      '15 minutes',
    ]);
  });
});

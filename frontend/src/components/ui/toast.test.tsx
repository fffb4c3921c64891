import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, ToastProvider, toastQueue, useToast, type Toast } from './toast';

function Notifier() {
  const { notify } = useToast();
  return (
    <>
      <button type="button" onClick={() => notify('First problem', 'error')}>
        first
      </button>
      <button type="button" onClick={() => notify('Second problem', 'error')}>
        second
      </button>
      <button type="button" onClick={() => notify('All good', 'success')}>
        success
      </button>
    </>
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const toast = (id: number, open = true): Toast => ({ id, message: `Toast ${id}`, tone: 'info', open });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

describe('the notification queue', () => {
  it('keeps at most one notification: a new one replaces the last', () => {
    const one = toastQueue([], { type: 'add', toast: toast(1) });
    expect(toastQueue(one, { type: 'add', toast: toast(2) })).toEqual([toast(2)]);
  });

  it('closes a dismissed notification and removes it only when told to', () => {
    const dismissed = toastQueue([toast(1)], { type: 'dismiss', id: 1 });
    expect(dismissed).toEqual([toast(1, false)]);
    expect(toastQueue(dismissed, { type: 'remove', id: 1 })).toEqual([]);
  });

  it('announces messages in a polite live region, one at a time', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <ToastProvider>
        <Notifier />
      </ToastProvider>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'first' }));
    expect(region).toHaveTextContent('First problem');
    await user.click(screen.getByRole('button', { name: 'second' }));
    expect(region).toHaveTextContent('Second problem');
    expect(screen.queryByText('First problem')).not.toBeInTheDocument();
  });

  it('keeps a problem until it is dismissed', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <ToastProvider>
        <Notifier />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'first' }));
    await advance(TOAST_REMOVE_DELAY_MS);
    expect(screen.getByRole('status')).toHaveTextContent('First problem');

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('lets a success close itself after a few seconds', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <ToastProvider>
        <Notifier />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'success' }));
    expect(screen.getByRole('status')).toHaveTextContent('All good');
    await advance(TOAST_DURATION_MS);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

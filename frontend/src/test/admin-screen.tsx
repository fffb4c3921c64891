import type { Portfolio } from '@portfolio/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { createQueryClient } from '@/app/provider';
import { routes } from '@/app/route-table';
// The admin's route and its editor are lazy chunks, and only they load lucide-react, whose every
// icon is a module of its own in tests: imported with this file, as a browser has them cached, so
// that a test's one-second wait for the editor is not spent importing them.
import '@/app/routes/admin';
import '@/app/routes/admin-editor-screen';
import { DRAFT_KEY } from '@/features/admin/saving/draft';
import { postDraftKey } from '@/features/admin/posts/post-draft';
import { SESSION_FLAG_KEY } from '@/features/auth/session-flag';
import { fakeApi, OWNER } from './fake-api';

/** The admin's tests run on fake timers that still advance, and each starts with empty storage. */
export function setUpAdminTests(): void {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    localStorage.clear();
  });
}

export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

export function renderAdmin() {
  const router = createMemoryRouter(routes, { initialEntries: ['/admin'] });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user, unmount: view.unmount };
}

/** Opens /admin as an owner who signed in before (the flag is set and the session is live). */
export async function openEditor(api = fakeApi({ signedIn: true })) {
  localStorage.setItem(SESSION_FLAG_KEY, 'true');
  const view = renderAdmin();
  await screen.findByRole('tab', { name: 'Personal' });
  await advance(0); // let the editor's effects run (its draft, its leave warning)
  return { api, ...view };
}

export const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
export const saveButton = () => screen.getByRole('button', { name: /^(Save Changes|Saving\.\.\.)$/ });
/** The toast's live region: the lists' drag and drop has one of its own, which is assertive. */
export const notification = () =>
  screen.getAllByRole('status').find((region) => region.getAttribute('aria-live') === 'polite')!;
export const project = (number: string) => screen.getByRole('group', { name: `Project ${number}` });
/** The post open in the Blogs tab. */
export const post = () => screen.getByRole('group', { name: 'Blog post' });
export const savePostButton = () => screen.getByRole('button', { name: /^(Save Post|Saving\.\.\.)$/ });
/** The list of every post, a page at a time. */
export const postList = () => screen.getByRole('list', { name: 'Blog posts' });

/** Opens the Blogs tab, then the post of this title from the list of posts; resolves once it is read. */
export async function openPost(user: ReturnType<typeof userEvent.setup>, title: string) {
  if (tab('Blogs').getAttribute('aria-selected') !== 'true') await user.click(tab('Blogs'));
  await user.click(
    within(await screen.findByRole('list', { name: 'Blog posts' })).getByRole('button', { name: title }),
  );
  await screen.findByRole('heading', { name: (name) => name.startsWith(`Blog post: ${title}`) });
  return post();
}
export const storedDraft = () =>
  JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as { portfolio: Portfolio; etag: string } | null;

/** The draft kept of one post (none: a new post), as the browser holds it. */
export const storedPostDraft = (id?: string) =>
  JSON.parse(localStorage.getItem(postDraftKey(id)) ?? 'null') as {
    post: Portfolio['blogs'][number];
    etag: string;
  } | null;

export async function replaceText(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

export async function signInWithForm(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement = document.body) {
  await user.type(within(scope).getByLabelText('Username'), OWNER.username);
  await user.type(within(scope).getByLabelText('Password'), OWNER.password);
  await user.click(within(scope).getByRole('button', { name: 'Sign in' }));
  await advance(1000);
}

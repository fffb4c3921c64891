import type { SignedInBrowser } from '@portfolio/contract';
import { jsonResponse } from './fetch';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const browser = (id: string, name: string, address: string, minutes: number, current = false): SignedInBrowser => ({
  id,
  browser: name,
  address,
  createdAt: minutesAgo(minutes + 60),
  lastUsedAt: minutesAgo(minutes),
  current,
});

/** The owner's sessions and trusted devices as the fake API starts with them: this browser's first. */
export function fakeSessionsState() {
  return {
    sessions: [
      browser('11', 'Chrome on Linux', '198.51.100.7', 0, true),
      browser('12', 'Safari on iOS', '2001:db8:aa:bb::/64', 5),
      browser('13', 'curl', '203.0.113.66', 2 * 24 * 60),
    ],
    devices: [browser('21', 'Chrome on Linux', '198.51.100.7', 0, true), browser('22', 'Safari on iOS', '', 3 * 60)],
  };
}

type SessionsState = ReturnType<typeof fakeSessionsState>;

/**
 * The routes of `/api/auth/sessions` and `/api/auth/devices`, following backend/src/auth (each
 * change takes `ownerPassword`); undefined for others.
 */
export function sessionsRoutes(
  route: string,
  init: RequestInit,
  state: SessionsState,
  ownerPassword: string,
): Response | undefined {
  if (route === 'GET /api/auth/sessions') return jsonResponse(state);
  const one = /^DELETE \/api\/auth\/(sessions|devices)\/(.+)$/.exec(route);
  if (!one && route !== 'POST /api/auth/sessions/end-others') return undefined;
  const { password } = JSON.parse(String(init.body)) as { password?: string };
  if (password !== ownerPassword) return jsonResponse({ message: 'Wrong password.', password: 'wrong' }, 401);
  if (!one) {
    const ended = state.sessions.filter(({ current }) => !current).length;
    state.sessions = state.sessions.filter(({ current }) => current);
    return jsonResponse({ ended });
  }
  const [, kind, id] = one as unknown as [string, 'sessions' | 'devices', string];
  const entry = state[kind].find((entry) => entry.id === id);
  if (!entry) return jsonResponse({ message: `No ${kind} ${id}.` }, 404);
  if (kind === 'sessions' && entry.current) {
    return jsonResponse({ message: 'That is the session of this browser: use Logout to end it.' }, 409);
  }
  state[kind] = state[kind].filter((kept) => kept !== entry);
  return new Response(null, { status: 204 });
}

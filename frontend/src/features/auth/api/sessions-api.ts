import { isRecord, type OtherSessionsEnded, type SessionsAnswer, type SignedInBrowser } from '@portfolio/contract';
import { ApiError, getJson, unexpectedJson } from '@/lib/api-client';
import { sendJson } from '@/lib/send-json';
import { passwordRefusal, type PasswordRefused } from './password-refusal';

export type { SignedInBrowser };

// A change checks the password (a scrypt hash, ~0.3 s): room for a slow link, as sign-in has.
const TIMEOUT_MS = 10_000;
const PATH = '/api/auth/sessions';

const isSignedInBrowser = (value: unknown): value is SignedInBrowser =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.browser === 'string' &&
  typeof value.address === 'string' &&
  typeof value.createdAt === 'string' &&
  typeof value.lastUsedAt === 'string' &&
  typeof value.current === 'boolean';

const isList = (value: unknown): value is SignedInBrowser[] => Array.isArray(value) && value.every(isSignedInBrowser);

/** The owner's live sessions and trusted devices, the most recently used first. */
export async function listSessions(signal?: AbortSignal): Promise<SessionsAnswer> {
  const body = await getJson(PATH, { timeoutMs: TIMEOUT_MS, signal });
  if (!isRecord(body) || !isList(body.sessions) || !isList(body.devices))
    throw unexpectedJson(PATH, 'a sessions answer');
  return { sessions: body.sessions, devices: body.devices };
}

/**
 * Ends another browser's session, or forgets a trusted device, with the owner's password: 'gone'
 * when it had ended, or was forgotten, already (a 404), which is what was asked for.
 */
export async function endOne(
  kind: 'session' | 'device',
  id: string,
  password: string,
): Promise<'ended' | 'gone' | PasswordRefused> {
  const path = kind === 'session' ? `${PATH}/${id}` : `/api/auth/devices/${id}`;
  try {
    await sendJson(path, { method: 'DELETE', body: { password }, timeoutMs: TIMEOUT_MS });
    return 'ended';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'gone';
    return passwordRefusal(error);
  }
}

/** Ends every session but this browser's, with the owner's password: how many it ended. */
export async function endOtherSessions(password: string): Promise<number | PasswordRefused> {
  const path = `${PATH}/end-others`;
  let body: unknown;
  try {
    ({ body } = await sendJson(path, { method: 'POST', body: { password }, timeoutMs: TIMEOUT_MS }));
  } catch (error) {
    return passwordRefusal(error);
  }
  const ended = isRecord(body) ? (body as Partial<OtherSessionsEnded>).ended : undefined;
  if (typeof ended !== 'number') throw unexpectedJson(path, 'a count of ended sessions');
  return ended;
}

/** Whether a call failed because this browser's own session has ended. */
export const signedOut = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

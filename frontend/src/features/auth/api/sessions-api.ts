import { isRecord, type OtherSessionsEnded, type SessionsAnswer, type SignedInBrowser } from '@portfolio/contract';
import { ApiError, getJson, unexpectedJson } from '@/lib/api-client';
import { sendJson } from '@/lib/send-json';

export type { SignedInBrowser };

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
 * Ends another browser's session, or forgets a trusted device: 'gone' when it had ended, or was
 * forgotten, already (a 404), which is what was asked for.
 */
export async function endOne(kind: 'session' | 'device', id: string): Promise<'ended' | 'gone'> {
  const path = kind === 'session' ? `${PATH}/${id}` : `/api/auth/devices/${id}`;
  try {
    await sendJson(path, { method: 'DELETE', body: {}, timeoutMs: TIMEOUT_MS });
    return 'ended';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'gone';
    throw error;
  }
}

/** Ends every session but this browser's: how many it ended. */
export async function endOtherSessions(): Promise<number> {
  const path = `${PATH}/end-others`;
  const { body } = await sendJson(path, { method: 'POST', body: {}, timeoutMs: TIMEOUT_MS });
  const ended = isRecord(body) ? (body as Partial<OtherSessionsEnded>).ended : undefined;
  if (typeof ended !== 'number') throw unexpectedJson(path, 'a count of ended sessions');
  return ended;
}

/** Whether a call failed because this browser's own session has ended. */
export const signedOut = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

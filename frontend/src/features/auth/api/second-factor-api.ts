import { isRecord, type SecondFactorSetup, type SecondFactorStatus } from '@portfolio/contract';
import { ApiError, getJson, unexpectedJson } from '@/lib/api-client';
import { sendJson } from '@/lib/send-json';
import { passwordRefusal, type PasswordRefused } from './password-refusal';

// A change checks the password (a scrypt hash, ~0.3 s): room for a slow link, as sign-in has.
const TIMEOUT_MS = 10_000;
const PATH = '/api/auth/second-factor';

/** Why the API refused a change of the second factor; it changed nothing. */
export type Refused = PasswordRefused | { refused: 'wrong-code' };

/** The refusal an error of a change stands for; any other error is thrown on. */
function refusal(error: unknown): Refused {
  if (error instanceof ApiError && error.status === 400) return { refused: 'wrong-code' };
  return passwordRefusal(error);
}

async function change(path: string, body: object): Promise<{ body: unknown } | Refused> {
  try {
    return await sendJson(`${PATH}/${path}`, { method: 'POST', body, timeoutMs: TIMEOUT_MS });
  } catch (error) {
    return refusal(error);
  }
}

export async function secondFactorStatus(signal?: AbortSignal): Promise<SecondFactorStatus> {
  const body = await getJson(PATH, { timeoutMs: TIMEOUT_MS, signal });
  if (!isRecord(body) || typeof body.enabled !== 'boolean' || typeof body.recoveryCodesLeft !== 'number') {
    throw unexpectedJson(PATH, 'a second-factor answer');
  }
  return { enabled: body.enabled, recoveryCodesLeft: body.recoveryCodesLeft };
}

/** A new secret for the authenticator app, and the `otpauth://` address its QR code carries. */
export async function beginSecondFactor(password: string): Promise<SecondFactorSetup | Refused> {
  const reply = await change('setup', { password });
  if ('refused' in reply) return reply;
  const { body } = reply;
  if (!isRecord(body) || typeof body.secret !== 'string' || typeof body.uri !== 'string')
    throw unexpectedJson(PATH, 'a second-factor answer');
  return { secret: body.secret, uri: body.uri };
}

/** Turns the second factor on with a code of the new secret; the recovery codes, or a refusal. */
export async function confirmSecondFactor(code: string, password: string): Promise<string[] | Refused> {
  const reply = await change('confirm', { code, password });
  if ('refused' in reply) return reply;
  const codes = isRecord(reply.body) ? reply.body.recoveryCodes : undefined;
  if (!Array.isArray(codes) || !codes.every((entry) => typeof entry === 'string'))
    throw unexpectedJson(PATH, 'a second-factor answer');
  return codes;
}

/** Turns the second factor off with one of its codes. */
export async function turnOffSecondFactor(code: string, password: string): Promise<'off' | Refused> {
  const reply = await change('off', { code, password });
  return 'refused' in reply ? reply : 'off';
}

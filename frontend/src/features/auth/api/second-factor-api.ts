import { isRecord, type SecondFactorSetup, type SecondFactorStatus } from '@portfolio/contract';
import { ApiError, getJson, unexpectedJson } from '@/lib/api-client';
import { sendJson } from '@/lib/send-json';

const TIMEOUT_MS = 10_000;
const PATH = '/api/auth/second-factor';

export async function secondFactorStatus(signal?: AbortSignal): Promise<SecondFactorStatus> {
  const body = await getJson(PATH, { timeoutMs: TIMEOUT_MS, signal });
  if (!isRecord(body) || typeof body.enabled !== 'boolean' || typeof body.recoveryCodesLeft !== 'number') {
    throw unexpectedJson(PATH, 'a second-factor answer');
  }
  return { enabled: body.enabled, recoveryCodesLeft: body.recoveryCodesLeft };
}

/** A new secret for the authenticator app, and the `otpauth://` address its QR code carries. */
export async function beginSecondFactor(): Promise<SecondFactorSetup> {
  const { body } = await sendJson(`${PATH}/setup`, { method: 'POST', body: {}, timeoutMs: TIMEOUT_MS });
  if (!isRecord(body) || typeof body.secret !== 'string' || typeof body.uri !== 'string')
    throw unexpectedJson(PATH, 'a second-factor answer');
  return { secret: body.secret, uri: body.uri };
}

/** Turns the second factor on with a code of the new secret; the recovery codes, or a refusal. */
export async function confirmSecondFactor(code: string): Promise<string[] | 'wrong-code'> {
  try {
    const { body } = await sendJson(`${PATH}/confirm`, { method: 'POST', body: { code }, timeoutMs: TIMEOUT_MS });
    const codes = isRecord(body) ? body.recoveryCodes : undefined;
    if (!Array.isArray(codes) || !codes.every((entry) => typeof entry === 'string'))
      throw unexpectedJson(PATH, 'a second-factor answer');
    return codes;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return 'wrong-code';
    throw error;
  }
}

/** Turns the second factor off with one of its codes. */
export async function turnOffSecondFactor(code: string): Promise<'off' | 'wrong-code'> {
  try {
    await sendJson(`${PATH}/off`, { method: 'POST', body: { code }, timeoutMs: TIMEOUT_MS });
    return 'off';
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return 'wrong-code';
    throw error;
  }
}

import { getOk } from '@/lib/api-request';

/** The ping is aborted after 3 s, so a hanging network never reads as online. */
export const PING_TIMEOUT_MS = 3000;

/** Resolves when the API answers `/api/ping` with any OK status in time; rejects otherwise. */
export function pingApi(signal?: AbortSignal): Promise<void> {
  return getOk('/api/ping', { timeoutMs: PING_TIMEOUT_MS, signal });
}

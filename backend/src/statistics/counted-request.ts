import type { IncomingHttpHeaders } from 'node:http';
import { isReader } from './visitor-agent';

/**
 * Whether a request may be counted at all: a reader's browser showing the page, not a prefetch or
 * a preview made ahead of a visit, and not one whose owner asked not to be followed (Global
 * Privacy Control, which counting, however anonymous, is treated as).
 */
export function isCounted(headers: IncomingHttpHeaders): boolean {
  const purpose = `${String(headers['sec-purpose'] ?? '')} ${String(headers.purpose ?? '')} ${String(headers['x-moz'] ?? '')}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return false;
  if (headers['sec-gpc'] === '1') return false;
  return isReader(headers['user-agent'] ?? '');
}

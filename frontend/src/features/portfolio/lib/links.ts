import { isHttpUrl } from '@portfolio/contract';

/** The URL when it is safe to render as a link (absolute http or https), otherwise nothing. */
export function httpHref(url: string | undefined): string | undefined {
  return url !== undefined && isHttpUrl(url) ? url : undefined;
}

// One address, no spaces, and nothing that would add headers or a body to the mail link.
const EMAIL = /^[^\s@?&#/\\:;,<>"']+@[^\s@?&#/\\:;,<>"']+\.[^\s@?&#/\\:;,<>"']+$/;

/** A `mailto:` link for a plausible single address, otherwise nothing. */
export function mailtoHref(email: string): string | undefined {
  return EMAIL.test(email) ? `mailto:${email}` : undefined;
}

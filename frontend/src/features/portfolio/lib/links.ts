import { isEmailAddress, isHttpUrl } from '@portfolio/contract';

/** The URL when it is safe to render as a link (absolute http or https), otherwise nothing. */
export function httpHref(url: string | undefined): string | undefined {
  return url !== undefined && isHttpUrl(url) ? url : undefined;
}

/**
 * A `mailto:` link for a single address, otherwise nothing. The document's address rule already
 * refuses what would add headers or a body to the link.
 */
export function mailtoHref(email: string): string | undefined {
  return isEmailAddress(email) ? `mailto:${email}` : undefined;
}

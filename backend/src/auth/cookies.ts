import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '../config';

const NAME = 'portfolio_session';
// Over HTTPS the cookie takes the `__Host-` prefix: browsers then accept it only with Secure,
// Path=/ and no Domain, so no other host (a subdomain, a plain-http page) can plant or replace it.
const SECURE_NAME = `__Host-${NAME}`;

function isSecure(request: Request, config: AppConfig): boolean {
  return config.cookieSecure || request.secure;
}

function options(request: Request, config: AppConfig): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: isSecure(request, config) };
}

export function setSessionCookie(request: Request, response: Response, token: string, config: AppConfig): void {
  const name = isSecure(request, config) ? SECURE_NAME : NAME;
  response.cookie(name, token, { ...options(request, config), maxAge: config.session.absoluteSeconds * 1000 });
}

export function clearSessionCookie(request: Request, response: Response, config: AppConfig): void {
  response.clearCookie(isSecure(request, config) ? SECURE_NAME : NAME, options(request, config));
}

/** The session token the browser sent, if any. */
export function readSessionToken(request: Request): string | undefined {
  const cookies = new Map<string, string>();
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0) cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }
  return cookies.get(SECURE_NAME) ?? cookies.get(NAME);
}

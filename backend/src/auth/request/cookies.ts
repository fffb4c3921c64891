import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '../../config';

/** One HttpOnly, SameSite=Strict cookie of the owner's: set, cleared and read by the same rules. */
export interface OwnerCookie {
  set(request: Request, response: Response, config: AppConfig, value: string, maxAgeSeconds: number): void;
  clear(request: Request, response: Response, config: AppConfig): void;
  read(request: Request): string | undefined;
}

// One `name=value` of the Cookie header (RFC 6265): spaces or tabs before it, none around `=`, and
// a value that does not start with one. nginx tells a session cookie by the same rule (the map of
// $session_cookie in nginx/templates): a cookie it does not take for a session must be none here,
// or it would pass the limit nginx puts on sessions.
const COOKIE_PAIR = /^[ \t]*([^=]+)=([^ \t].*?)[ \t]*$/;

// Over HTTPS a cookie takes the `__Host-` prefix: browsers then accept it only with Secure, Path=/
// and no Domain, so no other host (a subdomain, a plain-http page) can plant or replace it.
function ownerCookie(name: string): OwnerCookie {
  const secureName = `__Host-${name}`;
  const isSecure = (request: Request, config: AppConfig) => config.cookieSecure || request.secure;
  const options = (request: Request, config: AppConfig): CookieOptions => ({
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: isSecure(request, config),
  });
  return {
    set(request, response, config, value, maxAgeSeconds) {
      response.cookie(isSecure(request, config) ? secureName : name, value, {
        ...options(request, config),
        maxAge: maxAgeSeconds * 1000,
      });
    },
    clear(request, response, config) {
      response.clearCookie(isSecure(request, config) ? secureName : name, options(request, config));
    },
    read(request) {
      const cookies = new Map<string, string>();
      for (const pair of (request.headers.cookie ?? '').split(';')) {
        const cookie = COOKIE_PAIR.exec(pair);
        if (cookie) cookies.set(cookie[1]!, cookie[2]!);
      }
      return cookies.get(secureName) ?? cookies.get(name);
    },
  };
}

/** The session: who is signed in. */
export const SESSION_COOKIE = ownerCookie('portfolio_session');

/** A browser the owner has signed in from before: its sign-ins are not held up by strangers' failures. */
export const DEVICE_COOKIE = ownerCookie('portfolio_device');

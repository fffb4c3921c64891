import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { CONTENT_SECURITY_POLICY_DIRECTIVES } from '@portfolio/contract';
import helmet from 'helmet';

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Security headers on every response, errors included. */
export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: CONTENT_SECURITY_POLICY_DIRECTIVES as unknown as Record<string, string[]>,
      },
      // HSTS belongs to whoever terminates HTTPS (nginx); on plain http it means nothing.
      strictTransportSecurity: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
    (_request: Request, response: Response, next: NextFunction) => {
      response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
  ];
}

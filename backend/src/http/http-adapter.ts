import { ExpressAdapter } from '@nestjs/platform-express';
import express from 'express';

/**
 * Express as the API runs on it, routing by the exact path: case-sensitive, and with no trailing
 * slash added or dropped. nginx limits `/api/auth/login` and gives `/media/….pdf` its sandboxing
 * policy by the exact path too; a router that also answered `/api/AUTH/login` or `/media/….pdf/`
 * served those without them. Any other spelling is a 404.
 *
 * Express's router takes these settings when it is made, which the adapter's constructor does:
 * they cannot be set on the application afterwards.
 */
export function strictHttpAdapter(): ExpressAdapter {
  return new ExpressAdapter(express().set('case sensitive routing', true).set('strict routing', true));
}

import { ConflictException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { SignedInBrowser } from '@portfolio/contract';
import type { Request } from 'express';
import { listed } from './browser-label';
import { type Caller, seenFrom } from './caller';
import { clientAddress, throttledAddress } from '../request/client-address';
import { SESSION_COOKIE } from '../request/cookies';
import { hashToken, isToken, newToken } from '../request/tokens';
import { SessionsRepository } from './sessions.repository';

export interface Session {
  username: string;
}

/** Sessions live in PostgreSQL, so signing out really ends them, on every API replica. */
@Injectable()
export class SessionsService {
  constructor(private readonly sessions: SessionsRepository) {}

  /** Starts a new session and returns its token; only the browser ever holds the token itself. */
  async start(username: string, caller: Caller): Promise<string> {
    const token = newToken();
    await this.sessions.insert(hashToken(token), username, seenFrom(caller));
    await this.sessions.deleteExpired();
    return token;
  }

  /**
   * The live session of the request's cookie, which counts as its use from the request's address
   * (the idle time-out starts again): the one owner check.
   */
  async sessionOf(request: Request): Promise<Session | undefined> {
    const token = SESSION_COOKIE.read(request);
    if (!isToken(token)) return undefined;
    const username = await this.sessions.touch(hashToken(token), throttledAddress(clientAddress(request)));
    return username === undefined ? undefined : { username };
  }

  async end(token: string | undefined): Promise<void> {
    if (!isToken(token)) return;
    await this.sessions.delete(hashToken(token));
  }

  /** The live sessions, `current` marking the one of `currentToken`. */
  async list(currentToken: string | undefined): Promise<SignedInBrowser[]> {
    return (await this.sessions.list(hashOf(currentToken))).map(listed);
  }

  /**
   * Ends the live session `id` (a 404 when there is none). This browser's own session is refused
   * rather than ended (a 409): ending it here would leave the page believing it is signed in,
   * where Logout also clears its cookie and shows the sign-in form.
   */
  async endOther(id: string, currentToken: string | undefined): Promise<void> {
    const ended = await this.sessions.deleteOther(id, hashOf(currentToken));
    if (ended === 'none') {
      throw new NotFoundException({ message: `No session ${id} is live: it may have ended already.` });
    }
    if (ended === 'current') {
      throw new ConflictException({ message: 'That is the session of this browser: use Logout to end it.' });
    }
  }

  /** Ends every session but the one of `currentToken`: how many were live. */
  endAllBut(currentToken: string | undefined): Promise<number> {
    return this.sessions.deleteAllBut(hashOf(currentToken));
  }
}

// The routes that act on other sessions pass the guard only with a live session of their own.
function hashOf(token: string | undefined): Buffer {
  if (!isToken(token)) throw new UnauthorizedException({ message: 'Sign in to see this.' });
  return hashToken(token);
}

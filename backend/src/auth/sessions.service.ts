import { Injectable } from '@nestjs/common';
import { hashToken, isToken, newToken } from './tokens';
import { SessionsRepository } from './sessions.repository';

export interface Session {
  username: string;
}

/** Sessions live in PostgreSQL, so signing out really ends them, on every API replica. */
@Injectable()
export class SessionsService {
  constructor(private readonly sessions: SessionsRepository) {}

  /** Starts a new session and returns its token; only the browser ever holds the token itself. */
  async start(username: string): Promise<string> {
    const token = newToken();
    await this.sessions.insert(hashToken(token), username);
    await this.sessions.deleteExpired();
    return token;
  }

  /** The live session of `token`, which counts as its use (the idle time-out starts again). */
  async find(token: string | undefined): Promise<Session | undefined> {
    if (!isToken(token)) return undefined;
    const username = await this.sessions.touch(hashToken(token));
    return username === undefined ? undefined : { username };
  }

  async end(token: string | undefined): Promise<void> {
    if (!isToken(token)) return;
    await this.sessions.delete(hashToken(token));
  }
}

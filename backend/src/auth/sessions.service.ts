import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config';
import { databaseWork } from '../database/database-work';
import { hashToken, isToken, newToken } from './tokens';
import { SessionEntity } from './session.entity';

export interface Session {
  username: string;
}

// Used within the idle time-out, and started within the absolute one.
const LIVE =
  'last_seen_at > now() - make_interval(secs => :idleSeconds) AND created_at > now() - make_interval(secs => :absoluteSeconds)';

/** Sessions live in PostgreSQL, so signing out really ends them, on every API replica. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts a new session and returns its token; only the browser ever holds the token itself. */
  async start(username: string): Promise<string> {
    const token = newToken();
    await databaseWork(async () => {
      await this.sessions.insert({
        tokenHash: hashToken(token),
        username,
        createdAt: () => 'now()',
        lastSeenAt: () => 'now()',
      });
      await this.expired().delete().execute();
    });
    return token;
  }

  /** The live session of `token`, which counts as its use (the idle time-out starts again). */
  async find(token: string | undefined): Promise<Session | undefined> {
    if (!isToken(token)) return undefined;
    const result = await databaseWork(() =>
      this.live()
        .update()
        .set({ lastSeenAt: () => 'now()' })
        .andWhere('token_hash = :tokenHash', { tokenHash: hashToken(token) })
        .returning(['username'])
        .execute(),
    );
    const [row] = result.raw as Session[];
    return row ? { username: row.username } : undefined;
  }

  async end(token: string | undefined): Promise<void> {
    if (!isToken(token)) return;
    await databaseWork(() => this.sessions.delete({ tokenHash: hashToken(token) }));
  }

  private live() {
    return this.sessions.createQueryBuilder().where(LIVE, this.timeouts());
  }

  private expired() {
    return this.sessions.createQueryBuilder().where(`NOT (${LIVE})`, this.timeouts());
  }

  private timeouts() {
    return { idleSeconds: this.config.session.idleSeconds, absoluteSeconds: this.config.session.absoluteSeconds };
  }
}

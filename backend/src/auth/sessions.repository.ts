import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config';
import { databaseWork } from '../database/database-work';
import { SessionEntity } from './session.entity';

// Used within the idle time-out ($1), and started within the absolute one ($2).
const LIVE = 'last_seen_at > now() - make_interval(secs => $1) AND created_at > now() - make_interval(secs => $2)';

/** The SQL of the owner's sessions, each known by its token's SHA-256. */
@Injectable()
export class SessionsRepository {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async insert(tokenHash: Buffer, username: string): Promise<void> {
    await databaseWork(() =>
      this.sessions.query(
        'INSERT INTO session (token_hash, username, created_at, last_seen_at) VALUES ($1, $2, now(), now())',
        [tokenHash, username],
      ),
    );
  }

  /** The username of the live session with this hash, whose use it records; undefined when there is none. */
  async touch(tokenHash: Buffer): Promise<string | undefined> {
    const [rows] = (await databaseWork(() =>
      this.sessions.query(
        `UPDATE session SET last_seen_at = now() WHERE ${LIVE} AND token_hash = $3 RETURNING username`,
        [...this.timeouts(), tokenHash],
      ),
    )) as [{ username: string }[], number];
    return rows[0]?.username;
  }

  async delete(tokenHash: Buffer): Promise<void> {
    await databaseWork(() => this.sessions.query('DELETE FROM session WHERE token_hash = $1', [tokenHash]));
  }

  async deleteExpired(): Promise<void> {
    await databaseWork(() => this.sessions.query(`DELETE FROM session WHERE NOT (${LIVE})`, this.timeouts()));
  }

  private timeouts(): [number, number] {
    return [this.config.session.idleSeconds, this.config.session.absoluteSeconds];
  }
}

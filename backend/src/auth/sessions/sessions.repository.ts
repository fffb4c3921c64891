import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config';
import { databaseWork } from '../../database/database-work';
import { SessionEntity } from './session.entity';

// Used within the idle time-out ($1), and started within the absolute one ($2).
const LIVE = 'last_seen_at > now() - make_interval(secs => $1) AND created_at > now() - make_interval(secs => $2)';

/** The browser a session or device was used with, and from where (`address` as it is kept). */
export interface SeenFrom {
  userAgent: string;
  address: string;
}

/** A browser the owner signed in from (a session, or a trusted device), as its row describes it. */
export interface BrowserRow {
  id: string;
  userAgent: string;
  address: string;
  createdAt: Date;
  lastUsedAt: Date;
  /** Whether it is the one whose hash the caller gave. */
  current: boolean;
}

/** The SQL of the owner's sessions, each known by its token's SHA-256. */
@Injectable()
export class SessionsRepository {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async insert(tokenHash: Buffer, username: string, seen: SeenFrom): Promise<void> {
    await databaseWork(() =>
      this.sessions.query(
        `INSERT INTO session (token_hash, username, user_agent, address, created_at, last_seen_at)
         VALUES ($1, $2, $3, $4, now(), now())`,
        [tokenHash, username, seen.userAgent, seen.address],
      ),
    );
  }

  /**
   * The username of the live session with this hash, whose use from `address` it records;
   * undefined when there is none.
   */
  async touch(tokenHash: Buffer, address: string): Promise<string | undefined> {
    const [rows] = (await databaseWork(() =>
      this.sessions.query(
        `UPDATE session SET last_seen_at = now(), address = $4 WHERE ${LIVE} AND token_hash = $3 RETURNING username`,
        [...this.timeouts(), tokenHash, address],
      ),
    )) as [{ username: string }[], number];
    return rows[0]?.username;
  }

  /** The live sessions, the most recently used first. */
  list(currentHash: Buffer): Promise<BrowserRow[]> {
    return databaseWork(
      () =>
        this.sessions.query(
          `SELECT id::text AS id, user_agent AS "userAgent", address, created_at AS "createdAt",
                  last_seen_at AS "lastUsedAt", token_hash = $3 AS current
           FROM session WHERE ${LIVE} ORDER BY last_seen_at DESC, id DESC`,
          [...this.timeouts(), currentHash],
        ) as Promise<BrowserRow[]>,
    );
  }

  /**
   * Ends the live session `id` unless it is the one with `currentHash`, in one statement: whether
   * there was such a session, and whether it was that one (then it is left as it is).
   */
  async deleteOther(id: string, currentHash: Buffer): Promise<'deleted' | 'current' | 'none'> {
    const [row] = (await databaseWork(() =>
      this.sessions.query(
        `WITH target AS (SELECT id, token_hash = $4 AS current FROM session WHERE id = $3 AND ${LIVE}),
              deleted AS (DELETE FROM session WHERE id IN (SELECT id FROM target WHERE NOT current))
         SELECT current FROM target`,
        [...this.timeouts(), id, currentHash],
      ),
    )) as { current: boolean }[];
    if (!row) return 'none';
    return row.current ? 'current' : 'deleted';
  }

  /** Ends every session but the one with `currentHash`: how many of them were live. */
  async deleteAllBut(currentHash: Buffer): Promise<number> {
    const [{ live }] = (await databaseWork(() =>
      this.sessions.query(
        `WITH deleted AS (DELETE FROM session WHERE token_hash <> $3 RETURNING ${LIVE} AS live)
         SELECT count(*) FILTER (WHERE live)::int AS live FROM deleted`,
        [...this.timeouts(), currentHash],
      ),
    )) as [{ live: number }];
    return live;
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

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { databaseWork } from '../../database/database-work';

/** The SQL of the owner's second factor (`second_factor`) and its recovery codes (`recovery_code`). */
@Injectable()
export class SecondFactorRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether it is on and how many recovery codes are unused; undefined when there is no row. */
  async status(username: string): Promise<{ enabled: boolean; left: number } | undefined> {
    const [row] = await this.query<{ enabled: boolean; left: number }>(
      `SELECT f.enabled, (SELECT count(*)::int FROM recovery_code r WHERE r.username = $1 AND r.used_at IS NULL) AS left
       FROM second_factor f WHERE f.username = $1`,
      [username],
    );
    return row;
  }

  /** Keeps `secret` as the one waiting for a code, unless the second factor is on: then false. */
  async storePending(username: string, secret: string): Promise<boolean> {
    const rows = await this.query<{ username: string }>(
      `INSERT INTO second_factor (username, secret) VALUES ($1, $2)
       ON CONFLICT (username) DO UPDATE SET secret = EXCLUDED.secret, created_at = now()
         WHERE NOT second_factor.enabled
       RETURNING username`,
      [username, secret],
    );
    return rows.length === 1;
  }

  async pendingSecret(username: string): Promise<string | undefined> {
    const [row] = await this.query<{ secret: string }>(
      'SELECT secret FROM second_factor WHERE username = $1 AND NOT enabled',
      [username],
    );
    return row?.secret;
  }

  async enabledSecret(username: string): Promise<string | undefined> {
    const [row] = await this.query<{ secret: string }>(
      'SELECT secret FROM second_factor WHERE username = $1 AND enabled',
      [username],
    );
    return row?.secret;
  }

  /**
   * Turns on the pending `secret`, its code of time step `step` spent, and replaces the recovery
   * codes with these hashes, in one transaction; false when `secret` is no longer the pending one.
   */
  turnOn(username: string, secret: string, step: number, codeHashes: Buffer[]): Promise<boolean> {
    return databaseWork(() =>
      this.dataSource.transaction(async (manager) => {
        const [{ n }] = (await manager.query(
          `WITH turned_on AS (
             UPDATE second_factor SET enabled = true, last_step = $3
             WHERE username = $1 AND secret = $2 AND NOT enabled RETURNING 1)
           SELECT count(*)::int AS n FROM turned_on`,
          [username, secret, step],
        )) as [{ n: number }];
        if (n !== 1) return false;
        await manager.query('DELETE FROM recovery_code WHERE username = $1', [username]);
        await manager.query('INSERT INTO recovery_code (code_hash, username) SELECT unnest($2::bytea[]), $1', [
          username,
          codeHashes,
        ]);
        return true;
      }),
    );
  }

  /** Records time step `step` as spent, if it is later than the last one spent: whether it was. */
  spendStep(username: string, step: number): Promise<boolean> {
    return this.changed('UPDATE second_factor SET last_step = $2 WHERE username = $1 AND enabled AND last_step < $2', [
      username,
      step,
    ]);
  }

  /** Marks the unused recovery code with this hash used: whether there was one. */
  spendRecoveryCode(username: string, codeHash: Buffer): Promise<boolean> {
    return this.changed(
      'UPDATE recovery_code SET used_at = now() WHERE code_hash = $1 AND username = $2 AND used_at IS NULL',
      [codeHash, username],
    );
  }

  async delete(username: string): Promise<void> {
    await databaseWork(() =>
      this.dataSource.transaction(async (manager) => {
        await manager.query('DELETE FROM recovery_code WHERE username = $1', [username]);
        await manager.query('DELETE FROM second_factor WHERE username = $1', [username]);
      }),
    );
  }

  /** Whether the UPDATE changed a row: the one way two requests with one code cannot both pass. */
  private async changed(update: string, parameters: unknown[]): Promise<boolean> {
    const [row] = await this.query<{ n: number }>(
      `WITH changed AS (${update} RETURNING 1) SELECT count(*)::int AS n FROM changed`,
      parameters,
    );
    return row?.n === 1;
  }

  private query<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    return databaseWork(() => this.dataSource.query(sql, parameters) as Promise<T[]>);
  }
}

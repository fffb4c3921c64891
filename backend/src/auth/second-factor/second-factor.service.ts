import { createHash, randomInt } from 'node:crypto';
import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Secret, TOTP } from 'otpauth';
import type { SecondFactorSetup, SecondFactorStatus } from '@portfolio/contract';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config';
import { databaseWork } from '../../database/database-work';

const PERIOD_SECONDS = 30;
const RECOVERY_CODES = 10;
/** What an authenticator app shows; anything else is taken for a recovery code. */
const APP_CODE = /^\d{6}$/;
// 16 characters of 32 (80 bits): a stolen table's SHA-256s cannot be reversed by guessing.
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RECOVERY_LENGTH = 16;

/** How a second factor was given: a code of the authenticator app, or a recovery code. */
export type SecondFactorUsed = 'authenticator' | 'recovery-code';

/** Upper case, without the spaces and dashes people type or copy with a code. */
const normalise = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
const hashCode = (code: string) => createHash('sha256').update(normalise(code)).digest();

function newRecoveryCode(): string {
  const characters = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(32)]);
  return characters.join('').replace(/(.{4})(?!$)/g, '$1-');
}

/**
 * The owner's optional second factor (RFC 6238 TOTP, as authenticator apps do it). The secret is
 * kept as it is, since checking a code needs it; recovery codes are kept as SHA-256s only. Every
 * code is accepted once: an app's code by its time step, a recovery code by being marked used.
 */
@Injectable()
export class SecondFactorService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async status(username: string): Promise<SecondFactorStatus> {
    const [row] = await this.query<{ enabled: boolean; left: number }>(
      `SELECT f.enabled, (SELECT count(*)::int FROM recovery_code r WHERE r.username = $1 AND r.used_at IS NULL) AS left
       FROM second_factor f WHERE f.username = $1`,
      [username],
    );
    return { enabled: row?.enabled === true, recoveryCodesLeft: row?.enabled ? row.left : 0 };
  }

  /** A new secret for the app to scan, not in force until `confirm` is given a code of it. */
  async begin(username: string): Promise<SecondFactorSetup> {
    const secret = new Secret({ size: 20 }).base32;
    const [row] = await this.query<{ username: string }>(
      `INSERT INTO second_factor (username, secret) VALUES ($1, $2)
       ON CONFLICT (username) DO UPDATE SET secret = EXCLUDED.secret, created_at = now()
         WHERE NOT second_factor.enabled
       RETURNING username`,
      [username, secret],
    );
    if (!row) throw new ConflictException({ message: 'The second factor is already on. Turn it off first.' });
    return { secret, uri: this.totp(username, secret).toString() };
  }

  /**
   * Turns the second factor on when `code` is the app's current code for the new secret, and
   * returns ten recovery codes, shown this once. `undefined` when the code is wrong.
   */
  async confirm(username: string, code: string): Promise<string[] | undefined> {
    const [pending] = await this.query<{ secret: string }>(
      'SELECT secret FROM second_factor WHERE username = $1 AND NOT enabled',
      [username],
    );
    if (!pending) throw new ConflictException({ message: 'Start again: scan a new QR code first.' });
    const step = this.stepOf(username, pending.secret, code);
    if (step === undefined) return undefined;
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    const turnedOn = await databaseWork(() =>
      this.dataSource.transaction(async (manager) => {
        const [{ n }] = (await manager.query(
          `WITH turned_on AS (
             UPDATE second_factor SET enabled = true, last_step = $3
             WHERE username = $1 AND secret = $2 AND NOT enabled RETURNING 1)
           SELECT count(*)::int AS n FROM turned_on`,
          [username, pending.secret, step],
        )) as [{ n: number }];
        if (n !== 1) return false;
        await manager.query('DELETE FROM recovery_code WHERE username = $1', [username]);
        await manager.query('INSERT INTO recovery_code (code_hash, username) SELECT unnest($2::bytea[]), $1', [
          username,
          codes.map(hashCode),
        ]);
        return true;
      }),
    );
    // Another tab began a new enrolment meanwhile: this code is for a secret no longer pending.
    if (!turnedOn) throw new ConflictException({ message: 'Start again: scan a new QR code first.' });
    return codes;
  }

  async isEnabled(username: string): Promise<boolean> {
    return (await this.status(username)).enabled;
  }

  /** Accepts `code` once: the app's code for now (or 30 s either side), or an unused recovery code. */
  async verify(username: string, code: string): Promise<SecondFactorUsed | undefined> {
    if (APP_CODE.test(code.trim())) {
      const [row] = await this.query<{ secret: string }>(
        'SELECT secret FROM second_factor WHERE username = $1 AND enabled',
        [username],
      );
      const step = row && this.stepOf(username, row.secret, code.trim());
      if (step === undefined) return undefined;
      const accepted = await this.changed(
        'UPDATE second_factor SET last_step = $2 WHERE username = $1 AND enabled AND last_step < $2',
        [username, step],
      );
      return accepted ? 'authenticator' : undefined;
    }
    const accepted = await this.changed(
      'UPDATE recovery_code SET used_at = now() WHERE code_hash = $1 AND username = $2 AND used_at IS NULL',
      [hashCode(code), username],
    );
    return accepted ? 'recovery-code' : undefined;
  }

  async turnOff(username: string): Promise<void> {
    await databaseWork(() =>
      this.dataSource.transaction(async (manager) => {
        await manager.query('DELETE FROM recovery_code WHERE username = $1', [username]);
        await manager.query('DELETE FROM second_factor WHERE username = $1', [username]);
      }),
    );
  }

  /** The time step `code` belongs to, if it is the secret's code for now or a step either side. */
  private stepOf(username: string, secret: string, code: string): number | undefined {
    if (!APP_CODE.test(code)) return undefined;
    const now = Date.now();
    const delta = this.totp(username, secret).validate({ token: code, timestamp: now, window: 1 });
    return delta === null ? undefined : TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
  }

  private totp(username: string, secret: string): TOTP {
    const issuer = this.config.siteUrl ? new URL(this.config.siteUrl).host : 'Portfolio';
    return new TOTP({ issuer, label: username, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS });
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

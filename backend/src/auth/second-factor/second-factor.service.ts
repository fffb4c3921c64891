import { createHash, randomInt } from 'node:crypto';
import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { Secret, TOTP } from 'otpauth';
import type { SecondFactorSetup, SecondFactorStatus } from '@portfolio/contract';
import { APP_CONFIG, type AppConfig } from '../../config';
import { SecondFactorRepository } from './second-factor.repository';

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
    private readonly factors: SecondFactorRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async status(username: string): Promise<SecondFactorStatus> {
    const row = await this.factors.status(username);
    return { enabled: row?.enabled === true, recoveryCodesLeft: row?.enabled ? row.left : 0 };
  }

  /** A new secret for the app to scan, not in force until `confirm` is given a code of it. */
  async begin(username: string): Promise<SecondFactorSetup> {
    const secret = new Secret({ size: 20 }).base32;
    if (!(await this.factors.storePending(username, secret))) {
      throw new ConflictException({ message: 'The second factor is already on. Turn it off first.' });
    }
    return { secret, uri: this.totp(username, secret).toString() };
  }

  /**
   * Turns the second factor on when `code` is the app's current code for the new secret, and
   * returns ten recovery codes, shown this once. `undefined` when the code is wrong.
   */
  async confirm(username: string, code: string): Promise<string[] | undefined> {
    const pending = await this.factors.pendingSecret(username);
    if (pending === undefined) throw new ConflictException({ message: 'Start again: scan a new QR code first.' });
    const step = this.stepOf(username, pending, code);
    if (step === undefined) return undefined;
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    // Another tab began a new enrolment meanwhile: this code is for a secret no longer pending.
    if (!(await this.factors.turnOn(username, pending, step, codes.map(hashCode)))) {
      throw new ConflictException({ message: 'Start again: scan a new QR code first.' });
    }
    return codes;
  }

  async isEnabled(username: string): Promise<boolean> {
    return (await this.status(username)).enabled;
  }

  /** Accepts `code` once: the app's code for now (or 30 s either side), or an unused recovery code. */
  async verify(username: string, code: string): Promise<SecondFactorUsed | undefined> {
    if (APP_CODE.test(code.trim())) {
      const secret = await this.factors.enabledSecret(username);
      const step = secret === undefined ? undefined : this.stepOf(username, secret, code.trim());
      if (step === undefined) return undefined;
      return (await this.factors.spendStep(username, step)) ? 'authenticator' : undefined;
    }
    return (await this.factors.spendRecoveryCode(username, hashCode(code))) ? 'recovery-code' : undefined;
  }

  async turnOff(username: string): Promise<void> {
    await this.factors.delete(username);
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
}

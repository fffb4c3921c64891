import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config';
import type { Caller } from '../sessions/caller';
import { throttledAddress } from '../request/client-address';
import { LoginThrottleService, type SignInClient } from '../lock-out/login-throttle.service';
import type { PasswordHash } from '../../password-hash';
import { equalInConstantTime, hashPassword, verifyPassword } from '../password/password';
import { SessionsService } from '../sessions/sessions.service';
import { SecondFactorService, type SecondFactorUsed } from '../second-factor/second-factor.service';
import { SignInsInFlight } from './sign-ins-in-flight';
import { CODE_REJECTED, CODE_REQUIRED, WRONG_CREDENTIALS, WRONG_PASSWORD } from './refusals';
import { tooManyAtOnce, tooManyFailures } from '../lock-out/too-many-failures';
import { TrustedDevicesService } from '../devices/trusted-devices.service';
import { audit } from '../request/audit';

/** A new session's token, and the device cookie's new token. */
export interface SignedIn {
  token: string;
  deviceToken: string;
}

/**
 * The password asked for again, right. Its attempt is still counted as a failure until the
 * caller settles it: `forget` when what came with the password was right too, `failed` if not.
 */
export interface PasswordRight {
  forget(): Promise<void>;
  failed(event: string, message: string): Promise<void>;
}

/** Sign-ins of one address checked at a time: the owner sends one, a second tab at most two. */
const SIGN_INS_CHECKED_AT_ONCE = 2;

/** One try at a secret (a password, a code), as the throttle and the audit log see it. */
interface Attempt {
  client: SignInClient;
  ip: string;
  trustedDevice: boolean;
}

@Injectable()
export class AuthService {
  private readonly adminPassword: Promise<PasswordHash>;
  private readonly inFlight = new SignInsInFlight(SIGN_INS_CHECKED_AT_ONCE);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    private readonly devices: TrustedDevicesService,
    private readonly secondFactor: SecondFactorService,
  ) {
    const { password } = config.admin;
    this.adminPassword = 'hash' in password ? Promise.resolve(password.hash) : hashPassword(password.plain);
  }

  /**
   * Checks the owner's credentials (the username trimmed, the password as typed, and the second
   * factor's code when it is on) and starts a session. `deviceToken` is the browser's device
   * cookie, if it has one. A refusal is thrown: wrong credentials or code (401), too many failures
   * or others of the address being checked (429).
   */
  signIn(username: string, password: string, caller: Caller, code?: string): Promise<SignedIn> {
    return this.oneOfFew(caller.ip, () => this.check(username.trim(), password, caller, code));
  }

  /**
   * Checks the owner's password once more, for a change that a session alone must not make: a
   * stolen session does not know it. Counted like a sign-in, before the hashing and against the
   * same budget, so a session cannot guess it any faster than a stranger can. A wrong password
   * is a 401 told apart from an ended session's by `password: 'wrong'`.
   */
  checkPassword(password: string, caller: Caller): Promise<PasswordRight> {
    return this.oneOfFew(caller.ip, async () => {
      const attempt = await this.attempt(caller, this.config.admin.username);
      const begun = await this.begin(attempt);
      if (!(await verifyPassword(password, await this.adminPassword))) {
        await this.failed(attempt, 'password-refused', 'Password refused');
        throw new UnauthorizedException(WRONG_PASSWORD);
      }
      return {
        forget: () => this.throttle.forget(begun.attempt),
        failed: (event, message) => this.failed(attempt, event, message),
      };
    });
  }

  /** `checkPassword` for a change the password alone allows: once it is right, its attempt counts no more. */
  async confirmPassword(password: string, caller: Caller): Promise<void> {
    await (await this.checkPassword(password, caller)).forget();
  }

  /** `check`'s answer, unless others of `ip`'s address are being checked (SIGN_INS_CHECKED_AT_ONCE). */
  private async oneOfFew<T>(ip: string, check: () => Promise<T>): Promise<T> {
    const checked = await this.inFlight.run(throttledAddress(ip), check);
    if (checked !== undefined) return checked;
    audit.warn({ event: 'sign-in-busy', ip }, 'Sign-in refused: others from this address are being checked');
    throw tooManyAtOnce();
  }

  private async check(username: string, password: string, caller: Caller, code: string | undefined): Promise<SignedIn> {
    const attempt = await this.attempt(caller, username);
    const begun = await this.begin(attempt);
    if (!(await this.isOwner(username, password))) {
      await this.failed(attempt, 'sign-in-failed', 'Sign-in failed');
      throw new UnauthorizedException(WRONG_CREDENTIALS);
    }
    const owner = this.config.admin.username;
    let secondFactor: SecondFactorUsed | undefined;
    if (await this.secondFactor.isEnabled(owner)) {
      if (code === undefined) {
        // The right password is no failure; the code that must follow it is counted when it comes.
        await this.throttle.forget(begun.attempt);
        throw new UnauthorizedException(CODE_REQUIRED);
      }
      secondFactor = await this.secondFactor.verify(owner, code);
      if (!secondFactor) {
        await this.failed(attempt, 'second-factor-failed', 'Second factor refused');
        throw new UnauthorizedException(CODE_REJECTED);
      }
    }
    await this.throttle.reset(attempt.client);
    const token = await this.sessions.start(owner, caller);
    const newDeviceToken = await this.devices.remember(owner, attempt.client.device, caller);
    const { trustedDevice, ip } = attempt;
    audit.log(
      { event: 'sign-in', ip, trustedDevice, ...(secondFactor && { secondFactor }) },
      trustedDevice ? 'Signed in from a trusted device' : 'Signed in',
    );
    return { token, deviceToken: newDeviceToken };
  }

  private async attempt({ ip, deviceToken }: Caller, username: string): Promise<Attempt> {
    const device = await this.devices.recognise(deviceToken, username);
    return { client: { address: throttledAddress(ip), device }, ip, trustedDevice: device !== undefined };
  }

  // Counted before any hashing, as a failure until the secret proves right (see LoginThrottleService);
  // a locked-out client costs a query, not 0.3 s of CPU.
  private async begin({ client, ip, trustedDevice }: Attempt): Promise<{ attempt: string }> {
    const begun = await this.throttle.begin(client);
    if ('attempt' in begun) return begun;
    const { wait } = begun;
    audit.warn(
      { event: 'sign-in-throttled', ip, trustedDevice, lockedOut: wait.of, retryAfterSeconds: wait.seconds },
      'Sign-in refused: too many failures',
    );
    throw tooManyFailures(wait.seconds);
  }

  /** The attempt stays counted as a failure: logs it, and the lock-out it may have started. */
  private async failed({ client, ip, trustedDevice }: Attempt, event: string, message: string): Promise<void> {
    audit.warn({ event, ip, trustedDevice }, message);
    const lockOut = await this.throttle.wait(client);
    if (lockOut) {
      audit.warn(
        { event: 'lock-out', ip, trustedDevice, lockedOut: lockOut.of, seconds: lockOut.seconds },
        lockOut.of === 'everyone' ? 'Sign-in locked for every new browser' : 'Sign-in locked',
      );
    }
  }

  async signOut(token: string | undefined, ip: string): Promise<void> {
    await this.sessions.end(token);
    audit.log({ event: 'sign-out', ip }, 'Signed out');
  }

  // The password is always hashed, so a wrong username takes as long as a wrong password.
  private async isOwner(username: string, password: string): Promise<boolean> {
    const passwordMatches = await verifyPassword(password, await this.adminPassword);
    const usernameMatches = equalInConstantTime(username, this.config.admin.username);
    return passwordMatches && usernameMatches;
  }
}

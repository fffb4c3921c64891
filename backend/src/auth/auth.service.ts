import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import type { Caller } from './caller';
import { throttledAddress } from './client-address';
import { LoginThrottleService, type SignInClient } from './login-throttle.service';
import type { PasswordHash } from '../password-hash';
import { equalInConstantTime, hashPassword, verifyPassword } from './password';
import { type Session, SessionsService } from './sessions.service';
import { SecondFactorService, type SecondFactorUsed } from './second-factor/second-factor.service';
import { SignInsInFlight } from './sign-ins-in-flight';
import { TrustedDevicesService } from './trusted-devices.service';

export type SignInResult =
  | { outcome: 'signed-in'; token: string; deviceToken: string }
  | { outcome: 'rejected' }
  /** The password was right, and the second factor is on: a code must come with it. */
  | { outcome: 'code-required' }
  | { outcome: 'code-rejected' }
  | Throttled
  /** Other sign-ins of this address are being checked: it may try again in a moment. */
  | { outcome: 'busy' };

type Throttled = { outcome: 'throttled'; retryAfterSeconds: number };

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
  // Sign-ins (and whether from a trusted device), failures, lock-outs and sign-outs, with the
  // client's address; never a credential.
  private readonly audit = new Logger('Audit');
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
   * cookie, if it has one.
   */
  async signIn(username: string, password: string, caller: Caller, code?: string): Promise<SignInResult> {
    const checked = await this.inFlight.run(throttledAddress(caller.ip), () =>
      this.check(username.trim(), password, caller, code),
    );
    if (checked) return checked;
    const { ip } = caller;
    this.audit.warn({ event: 'sign-in-busy', ip }, 'Sign-in refused: others from this address are being checked');
    return { outcome: 'busy' };
  }

  private async check(
    username: string,
    password: string,
    caller: Caller,
    code: string | undefined,
  ): Promise<SignInResult> {
    const attempt = await this.attempt(caller, username);
    const begun = await this.begin(attempt);
    if ('outcome' in begun) return begun;
    if (!(await this.isOwner(username, password))) {
      await this.failed(attempt, 'sign-in-failed', 'Sign-in failed');
      return { outcome: 'rejected' };
    }
    const owner = this.config.admin.username;
    let secondFactor: SecondFactorUsed | undefined;
    if (await this.secondFactor.isEnabled(owner)) {
      if (code === undefined) {
        // The right password is no failure; the code that must follow it is counted when it comes.
        await this.throttle.forget(begun.attempt);
        return { outcome: 'code-required' };
      }
      secondFactor = await this.secondFactor.verify(owner, code);
      if (!secondFactor) {
        await this.failed(attempt, 'second-factor-failed', 'Second factor refused');
        return { outcome: 'code-rejected' };
      }
    }
    await this.throttle.reset(attempt.client);
    const token = await this.sessions.start(owner, caller);
    const newDeviceToken = await this.devices.remember(owner, attempt.client.device, caller);
    const { trustedDevice, ip } = attempt;
    this.audit.log(
      { event: 'sign-in', ip, trustedDevice, ...(secondFactor && { secondFactor }) },
      trustedDevice ? 'Signed in from a trusted device' : 'Signed in',
    );
    return { outcome: 'signed-in', token, deviceToken: newDeviceToken };
  }

  /** Turns the second factor off, given one of its codes: throttled like a sign-in. */
  async turnOffSecondFactor(code: string, caller: Caller): Promise<'off' | 'rejected' | Throttled> {
    const owner = this.config.admin.username;
    const attempt = await this.attempt(caller, owner);
    const begun = await this.begin(attempt);
    if ('outcome' in begun) return begun;
    const used = await this.secondFactor.verify(owner, code);
    if (!used) {
      await this.failed(attempt, 'second-factor-failed', 'Second factor refused');
      return 'rejected';
    }
    await this.throttle.forget(begun.attempt);
    await this.secondFactor.turnOff(owner);
    this.audit.log({ event: 'second-factor-off', ip: caller.ip, secondFactor: used }, 'Second factor turned off');
    return 'off';
  }

  private async attempt({ ip, deviceToken }: Caller, username: string): Promise<Attempt> {
    const device = await this.devices.recognise(deviceToken, username);
    return { client: { address: throttledAddress(ip), device }, ip, trustedDevice: device !== undefined };
  }

  // Counted before any hashing, as a failure until the secret proves right (see LoginThrottleService);
  // a locked-out client costs a query, not 0.3 s of CPU.
  private async begin({ client, ip, trustedDevice }: Attempt): Promise<{ attempt: string } | Throttled> {
    const begun = await this.throttle.begin(client);
    if ('attempt' in begun) return begun;
    const { wait } = begun;
    this.audit.warn(
      { event: 'sign-in-throttled', ip, trustedDevice, lockedOut: wait.of, retryAfterSeconds: wait.seconds },
      'Sign-in refused: too many failures',
    );
    return { outcome: 'throttled', retryAfterSeconds: wait.seconds };
  }

  /** The attempt stays counted as a failure: logs it, and the lock-out it may have started. */
  private async failed({ client, ip, trustedDevice }: Attempt, event: string, message: string): Promise<void> {
    this.audit.warn({ event, ip, trustedDevice }, message);
    const lockOut = await this.throttle.wait(client);
    if (lockOut) {
      this.audit.warn(
        { event: 'lock-out', ip, trustedDevice, lockedOut: lockOut.of, seconds: lockOut.seconds },
        lockOut.of === 'everyone' ? 'Sign-in locked for every new browser' : 'Sign-in locked',
      );
    }
  }

  async signOut(token: string | undefined, ip: string): Promise<void> {
    await this.sessions.end(token);
    this.audit.log({ event: 'sign-out', ip }, 'Signed out');
  }

  session(token: string | undefined, ip: string): Promise<Session | undefined> {
    return this.sessions.find(token, ip);
  }

  // The password is always hashed, so a wrong username takes as long as a wrong password.
  private async isOwner(username: string, password: string): Promise<boolean> {
    const passwordMatches = await verifyPassword(password, await this.adminPassword);
    const usernameMatches = equalInConstantTime(username, this.config.admin.username);
    return passwordMatches && usernameMatches;
  }
}

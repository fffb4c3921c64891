import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { throttledAddress } from './client-address';
import { LoginThrottleService, type SignInClient } from './login-throttle.service';
import { equalInConstantTime, hashPassword, type PasswordHash, verifyPassword } from './password';
import { type Session, SessionsService } from './sessions.service';
import { TrustedDevicesService } from './trusted-devices.service';

export type SignInResult =
  | { outcome: 'signed-in'; token: string; deviceToken: string }
  | { outcome: 'rejected' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

@Injectable()
export class AuthService {
  // Sign-ins (and whether from a trusted device), failures, lock-outs and sign-outs, with the
  // client's address; never a credential.
  private readonly audit = new Logger('Audit');
  private readonly adminPassword: Promise<PasswordHash>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    private readonly devices: TrustedDevicesService,
  ) {
    const { password } = config.admin;
    this.adminPassword = 'hash' in password ? Promise.resolve(password.hash) : hashPassword(password.plain);
  }

  /**
   * Checks the owner's credentials (the username trimmed, the password as typed) and starts a
   * session. `deviceToken` is the browser's device cookie, if it has one.
   */
  async signIn(username: string, password: string, ip: string, deviceToken?: string): Promise<SignInResult> {
    const device = await this.devices.recognise(deviceToken, username.trim());
    const client: SignInClient = { address: throttledAddress(ip), device };
    const trustedDevice = device !== undefined;
    // Before hashing: a locked-out client costs a query, not 0.3 s of CPU.
    const wait = await this.throttle.wait(client);
    if (wait) {
      this.audit.warn(
        { event: 'sign-in-throttled', ip, trustedDevice, lockedOut: wait.of, retryAfterSeconds: wait.seconds },
        'Sign-in refused: too many failures',
      );
      return { outcome: 'throttled', retryAfterSeconds: wait.seconds };
    }
    if (!(await this.isOwner(username.trim(), password))) {
      await this.throttle.recordFailure(client);
      this.audit.warn({ event: 'sign-in-failed', ip, trustedDevice }, 'Sign-in failed');
      const lockOut = await this.throttle.wait(client);
      if (lockOut) {
        this.audit.warn(
          { event: 'lock-out', ip, trustedDevice, lockedOut: lockOut.of, seconds: lockOut.seconds },
          lockOut.of === 'everyone' ? 'Sign-in locked for every new browser' : 'Sign-in locked',
        );
      }
      return { outcome: 'rejected' };
    }
    await this.throttle.reset(client);
    const token = await this.sessions.start(this.config.admin.username);
    const newDeviceToken = await this.devices.remember(this.config.admin.username, device);
    this.audit.log(
      { event: 'sign-in', ip, trustedDevice },
      trustedDevice ? 'Signed in from a trusted device' : 'Signed in',
    );
    return { outcome: 'signed-in', token, deviceToken: newDeviceToken };
  }

  async signOut(token: string | undefined, ip: string): Promise<void> {
    await this.sessions.end(token);
    this.audit.log({ event: 'sign-out', ip }, 'Signed out');
  }

  session(token: string | undefined): Promise<Session | undefined> {
    return this.sessions.find(token);
  }

  // The password is always hashed, so a wrong username takes as long as a wrong password.
  private async isOwner(username: string, password: string): Promise<boolean> {
    const passwordMatches = await verifyPassword(password, await this.adminPassword);
    const usernameMatches = equalInConstantTime(username, this.config.admin.username);
    return passwordMatches && usernameMatches;
  }
}

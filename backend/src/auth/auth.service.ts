import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { LoginThrottleService } from './login-throttle.service';
import { equalInConstantTime, hashPassword, type PasswordHash, verifyPassword } from './password';
import { type Session, SessionsService } from './sessions.service';

export type SignInResult =
  | { outcome: 'signed-in'; token: string }
  | { outcome: 'rejected' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

@Injectable()
export class AuthService {
  // Sign-ins, failures, lock-outs and sign-outs, with the client's address; never a credential.
  private readonly audit = new Logger('Audit');
  private readonly adminPassword: Promise<PasswordHash>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
  ) {
    const { password } = config.admin;
    this.adminPassword = 'hash' in password ? Promise.resolve(password.hash) : hashPassword(password.plain);
  }

  /** Checks the owner's credentials (the username trimmed, the password as typed) and starts a session. */
  async signIn(username: string, password: string, ip: string): Promise<SignInResult> {
    // Before hashing: a locked-out client costs a query, not 0.3 s of CPU.
    const retryAfterSeconds = await this.throttle.secondsToWait(ip);
    if (retryAfterSeconds !== undefined) {
      this.audit.warn({ event: 'sign-in-throttled', ip, retryAfterSeconds }, 'Sign-in refused: too many failures');
      return { outcome: 'throttled', retryAfterSeconds };
    }
    if (!(await this.isOwner(username.trim(), password))) {
      await this.throttle.recordFailure(ip);
      this.audit.warn({ event: 'sign-in-failed', ip }, 'Sign-in failed');
      return { outcome: 'rejected' };
    }
    await this.throttle.reset(ip);
    const token = await this.sessions.start(this.config.admin.username);
    this.audit.log({ event: 'sign-in', ip }, 'Signed in');
    return { outcome: 'signed-in', token };
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

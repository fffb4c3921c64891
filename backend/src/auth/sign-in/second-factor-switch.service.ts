import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { SecondFactorSetup } from '@portfolio/contract';
import { APP_CONFIG, type AppConfig } from '../../config';
import { AuthService } from './auth.service';
import type { Caller } from '../sessions/caller';
import { SessionsService } from '../sessions/sessions.service';
import { SecondFactorService } from '../second-factor/second-factor.service';
import { audit } from '../request/audit';

export interface TurnedOn {
  recoveryCodes: string[];
  endedSessions: number;
}

/**
 * The owner turns the second factor on and off, each step given the password again: a session
 * alone, which may have been stolen, cannot put its own authenticator on the account (and lock
 * the owner out), nor take the owner's off.
 */
@Injectable()
export class SecondFactorSwitch {
  constructor(
    private readonly auth: AuthService,
    private readonly secondFactor: SecondFactorService,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new secret to scan. */
  async begin(password: string, caller: Caller): Promise<SecondFactorSetup> {
    await this.auth.confirmPassword(password, caller);
    const setup = await this.secondFactor.begin(this.config.admin.username);
    audit.log({ event: 'second-factor-setup', ip: caller.ip }, 'Second factor setup started');
    return setup;
  }

  /**
   * Turns it on with a code of the new secret, and ends every other session: whoever held one
   * signed in without the second factor. This browser's session and every trusted device stay
   * (a device lets nobody in; it only keeps a failure budget of its own).
   */
  async confirm(password: string, code: string, caller: Caller): Promise<TurnedOn> {
    await this.auth.confirmPassword(password, caller);
    const recoveryCodes = await this.secondFactor.confirm(this.config.admin.username, code);
    const { ip } = caller;
    if (!recoveryCodes) {
      audit.warn({ event: 'second-factor-setup-failed', ip }, 'Second factor setup: wrong code');
      throw new BadRequestException({ message: 'That code is not valid. Enter the code the app shows now.' });
    }
    const endedSessions = await this.sessions.endAllBut(caller.sessionToken);
    audit.log({ event: 'second-factor-on', ip, endedSessions }, 'Second factor turned on');
    return { recoveryCodes, endedSessions };
  }

  /** Turns it off with one of its codes; a wrong code counts as a failed sign-in, like a wrong password. */
  async turnOff(password: string, code: string, caller: Caller): Promise<void> {
    const checked = await this.auth.checkPassword(password, caller);
    const owner = this.config.admin.username;
    const used = await this.secondFactor.verify(owner, code);
    if (!used) {
      await checked.failed('second-factor-failed', 'Second factor refused');
      throw new BadRequestException({ message: 'That code is not valid, or was used already.' });
    }
    await checked.forget();
    await this.secondFactor.turnOff(owner);
    audit.log({ event: 'second-factor-off', ip: caller.ip, secondFactor: used }, 'Second factor turned off');
  }
}

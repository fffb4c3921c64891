import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config';
import { type Budget, type FailureCounts, LoginFailuresRepository } from './login-failures.repository';

/** Who is signing in, as the throttle counts them. */
export interface SignInClient {
  /** The client's address, IPv6 by its /64 (`throttledAddress`). */
  address: string;
  /** The trusted device it presented, if any. */
  device: string | undefined;
}

/** Whose failures hold a sign-in back: the device's own, its address's, or everyone's together. */
export interface Wait {
  seconds: number;
  of: 'device' | 'address' | 'everyone';
}

/**
 * Counts failed sign-ins in PostgreSQL (sliding windows), so that guessing the password is slow
 * even from many addresses and across API restarts and replicas. A trusted device's failures
 * count against it alone, and it is held back by nothing else: strangers cannot lock it out.
 *
 * An attempt is counted as a failure when it starts, before its secret is checked, and forgotten
 * if the secret is right: attempts sent at the same moment each take one from every budget they
 * are held to, where counting failures as they ended let all of them pass a count none had added to.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly failures: LoginFailuresRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** How long `client` must wait before trying again, or `undefined` when it may try now. */
  wait(client: SignInClient): Promise<Wait | undefined> {
    return this.failures.read((counts) => this.waitIn(counts, client));
  }

  /**
   * Counts an attempt of `client`'s as a failure, unless it must wait. The count and the insert
   * are one step for every API process: the table is locked against other writers until they are
   * done, so the next attempt's count includes this one.
   */
  begin(client: SignInClient): Promise<{ attempt: string } | { wait: Wait }> {
    const { perIpWindowSeconds, totalWindowSeconds } = this.config.loginThrottle;
    const keepSeconds = Math.max(perIpWindowSeconds, totalWindowSeconds);
    return this.failures.locked(async (counts) => {
      const wait = await this.waitIn(counts, client);
      if (wait) return { wait };
      return { attempt: await counts.record(client.address, client.device, keepSeconds) };
    });
  }

  /** An attempt whose secret was right, or that needs another to decide: it is no failure. */
  async forget(attempt: string): Promise<void> {
    await this.failures.delete(attempt);
  }

  /** A successful sign-in clears the failures it was held to: its device's, or its address's. */
  async reset(client: SignInClient): Promise<void> {
    await this.failures.clear(
      client.device === undefined
        ? { of: 'address', address: client.address }
        : { of: 'device', device: client.device },
    );
  }

  private async waitIn(counts: FailureCounts, client: SignInClient): Promise<Wait | undefined> {
    const { perIp, perIpWindowSeconds, total, totalWindowSeconds } = this.config.loginThrottle;
    const waitFor = async (budget: Budget, limit: number, windowSeconds: number): Promise<Wait | undefined> => {
      const seconds = await counts.secondsOver(budget, limit, windowSeconds);
      return seconds === undefined ? undefined : { seconds: Math.max(1, Math.ceil(seconds)), of: budget.of };
    };
    if (client.device !== undefined) {
      return waitFor({ of: 'device', device: client.device }, perIp, perIpWindowSeconds);
    }
    const waits = await Promise.all([
      waitFor({ of: 'address', address: client.address }, perIp, perIpWindowSeconds),
      waitFor({ of: 'everyone' }, total, totalWindowSeconds),
    ]);
    return waits.reduce((longest, wait) => (wait && (!longest || wait.seconds > longest.seconds) ? wait : longest));
  }
}

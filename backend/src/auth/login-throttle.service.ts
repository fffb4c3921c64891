import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config';
import { databaseWork } from '../database/database-work';
import { LoginFailureEntity } from './login-failure.entity';

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
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @InjectRepository(LoginFailureEntity) private readonly failures: Repository<LoginFailureEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** How long `client` must wait before trying again, or `undefined` when it may try now. */
  async wait(client: SignInClient): Promise<Wait | undefined> {
    const { perIp, perIpWindowSeconds, total, totalWindowSeconds } = this.config.loginThrottle;
    if (client.device !== undefined) {
      return this.waitFor('device', 'device = $1', [client.device], perIp, perIpWindowSeconds);
    }
    const waits = await Promise.all([
      this.waitFor('address', 'ip = $1 AND device IS NULL', [client.address], perIp, perIpWindowSeconds),
      this.waitFor('everyone', 'device IS NULL', [], total, totalWindowSeconds),
    ]);
    return waits.reduce((longest, wait) => (wait && (!longest || wait.seconds > longest.seconds) ? wait : longest));
  }

  async recordFailure(client: SignInClient): Promise<void> {
    const { perIpWindowSeconds, totalWindowSeconds } = this.config.loginThrottle;
    const keepSeconds = Math.max(perIpWindowSeconds, totalWindowSeconds);
    await databaseWork(async () => {
      await this.failures.insert({ ip: client.address, device: client.device ?? null, failedAt: () => 'now()' });
      await this.failures
        .createQueryBuilder()
        .delete()
        .where('failed_at < now() - make_interval(secs => :keepSeconds)', { keepSeconds })
        .execute();
    });
  }

  /** A successful sign-in clears the failures it was held to: its device's, or its address's. */
  async reset(client: SignInClient): Promise<void> {
    await databaseWork(() =>
      client.device === undefined
        ? this.failures
            .createQueryBuilder()
            .delete()
            .where('ip = :ip AND device IS NULL', { ip: client.address })
            .execute()
        : this.failures.delete({ device: client.device }),
    );
  }

  /**
   * When the window holds `limit` failures matching `condition`, the wait until the oldest of
   * them that counts leaves it.
   */
  private async waitFor(
    of: Wait['of'],
    condition: string,
    parameters: unknown[],
    limit: number,
    windowSeconds: number,
  ): Promise<Wait | undefined> {
    const window = `make_interval(secs => $${parameters.length + 1})`;
    const [row] = await databaseWork(
      () =>
        this.failures.query(
          `SELECT EXTRACT(EPOCH FROM failed_at + ${window} - now()) AS wait FROM login_failure
            WHERE ${condition} AND failed_at > now() - ${window}
            ORDER BY failed_at DESC OFFSET $${parameters.length + 2} - 1 LIMIT 1`,
          [...parameters, windowSeconds, limit],
        ) as Promise<{ wait: string }[]>,
    );
    return row === undefined ? undefined : { seconds: Math.max(1, Math.ceil(Number(row.wait))), of };
  }
}

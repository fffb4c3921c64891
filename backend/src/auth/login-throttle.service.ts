import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config';
import { databaseWork } from '../database/database-work';
import { LoginFailureEntity } from './login-failure.entity';

/**
 * Counts failed sign-ins in PostgreSQL, per client address and in total (sliding windows), so that
 * guessing the password is slow even from many addresses and across API restarts and replicas.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @InjectRepository(LoginFailureEntity) private readonly failures: Repository<LoginFailureEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Seconds until `ip` may try again, or `undefined` when it may try now: when one of its windows
   * holds as many failures as allowed, it waits until the oldest that counts leaves the window.
   */
  async secondsToWait(ip: string): Promise<number | undefined> {
    const { perIp, perIpWindowSeconds, total, totalWindowSeconds } = this.config.loginThrottle;
    const [row] = await databaseWork(
      () =>
        this.failures.query(
          `SELECT GREATEST(
           (SELECT EXTRACT(EPOCH FROM failed_at + make_interval(secs => $2) - now()) FROM login_failure
             WHERE ip = $1 AND failed_at > now() - make_interval(secs => $2)
             ORDER BY failed_at DESC OFFSET $3 - 1 LIMIT 1),
           (SELECT EXTRACT(EPOCH FROM failed_at + make_interval(secs => $4) - now()) FROM login_failure
             WHERE failed_at > now() - make_interval(secs => $4)
             ORDER BY failed_at DESC OFFSET $5 - 1 LIMIT 1)
         ) AS wait`,
          [ip, perIpWindowSeconds, perIp, totalWindowSeconds, total],
        ) as Promise<{ wait: string | null }[]>,
    );
    return row?.wait == null ? undefined : Math.max(1, Math.ceil(Number(row.wait)));
  }

  async recordFailure(ip: string): Promise<void> {
    const { perIpWindowSeconds, totalWindowSeconds } = this.config.loginThrottle;
    const keepSeconds = Math.max(perIpWindowSeconds, totalWindowSeconds);
    await databaseWork(async () => {
      await this.failures.insert({ ip, failedAt: () => 'now()' });
      await this.failures
        .createQueryBuilder()
        .delete()
        .where('failed_at < now() - make_interval(secs => :keepSeconds)', { keepSeconds })
        .execute();
    });
  }

  /** A successful sign-in clears its address's failures. */
  async reset(ip: string): Promise<void> {
    await databaseWork(() => this.failures.delete({ ip }));
  }
}

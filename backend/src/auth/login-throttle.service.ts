import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
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
 *
 * An attempt is counted as a failure when it starts, before its secret is checked, and forgotten
 * if the secret is right: attempts sent at the same moment each take one from every budget they
 * are held to, where counting failures as they ended let all of them pass a count none had added to.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @InjectRepository(LoginFailureEntity) private readonly failures: Repository<LoginFailureEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** How long `client` must wait before trying again, or `undefined` when it may try now. */
  wait(client: SignInClient): Promise<Wait | undefined> {
    return databaseWork(() => this.waitIn(this.failures.manager, client));
  }

  /**
   * Counts an attempt of `client`'s as a failure, unless it must wait. The count and the insert
   * are one step for every API process: the table is locked against other writers until they are
   * done, so the next attempt's count includes this one.
   */
  begin(client: SignInClient): Promise<{ attempt: string } | { wait: Wait }> {
    const { perIpWindowSeconds, totalWindowSeconds } = this.config.loginThrottle;
    const keepSeconds = Math.max(perIpWindowSeconds, totalWindowSeconds);
    return databaseWork(() =>
      this.failures.manager.transaction(async (manager) => {
        await manager.query('LOCK TABLE login_failure IN SHARE ROW EXCLUSIVE MODE');
        const wait = await this.waitIn(manager, client);
        if (wait) return { wait };
        await manager.query('DELETE FROM login_failure WHERE failed_at < now() - make_interval(secs => $1)', [
          keepSeconds,
        ]);
        const [row] = (await manager.query(
          'INSERT INTO login_failure (ip, device, failed_at) VALUES ($1, $2, now()) RETURNING id',
          [client.address, client.device ?? null],
        )) as [{ id: string }];
        return { attempt: row.id };
      }),
    );
  }

  /** An attempt whose secret was right, or that needs another to decide: it is no failure. */
  async forget(attempt: string): Promise<void> {
    await databaseWork(() => this.failures.delete({ id: attempt }));
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

  private async waitIn(manager: EntityManager, client: SignInClient): Promise<Wait | undefined> {
    const { perIp, perIpWindowSeconds, total, totalWindowSeconds } = this.config.loginThrottle;
    if (client.device !== undefined) {
      return this.waitFor(manager, 'device', 'device = $1', [client.device], perIp, perIpWindowSeconds);
    }
    const waits = await Promise.all([
      this.waitFor(manager, 'address', 'ip = $1 AND device IS NULL', [client.address], perIp, perIpWindowSeconds),
      this.waitFor(manager, 'everyone', 'device IS NULL', [], total, totalWindowSeconds),
    ]);
    return waits.reduce((longest, wait) => (wait && (!longest || wait.seconds > longest.seconds) ? wait : longest));
  }

  /**
   * When the window holds `limit` failures matching `condition`, the wait until the oldest of
   * them that counts leaves it.
   */
  private async waitFor(
    manager: EntityManager,
    of: Wait['of'],
    condition: string,
    parameters: unknown[],
    limit: number,
    windowSeconds: number,
  ): Promise<Wait | undefined> {
    const window = `make_interval(secs => $${parameters.length + 1})`;
    const [row] = (await manager.query(
      `SELECT EXTRACT(EPOCH FROM failed_at + ${window} - now()) AS wait FROM login_failure
        WHERE ${condition} AND failed_at > now() - ${window}
        ORDER BY failed_at DESC OFFSET $${parameters.length + 2} - 1 LIMIT 1`,
      [...parameters, windowSeconds, limit],
    )) as { wait: string }[];
    return row === undefined ? undefined : { seconds: Math.max(1, Math.ceil(Number(row.wait))), of };
  }
}

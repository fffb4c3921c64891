import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { databaseWork } from '../../database/database-work';
import { LoginFailureEntity } from './login-failure.entity';

/** Whose failures are counted together: one trusted device's, one address's (without a device), or everyone's. */
export type Budget = { of: 'device'; device: string } | { of: 'address'; address: string } | { of: 'everyone' };

/** The failures a budget counts, with its one parameter (if any) as $1. */
function condition(budget: Budget): { where: string; parameters: unknown[] } {
  switch (budget.of) {
    case 'device':
      return { where: 'device = $1', parameters: [budget.device] };
    case 'address':
      return { where: 'ip = $1 AND device IS NULL', parameters: [budget.address] };
    case 'everyone':
      return { where: 'device IS NULL', parameters: [] };
  }
}

/** The failed sign-ins as the statements of one unit of work read and write them. */
export class FailureCounts {
  constructor(private readonly manager: EntityManager) {}

  /**
   * When the last `windowSeconds` hold `limit` failures of `budget`: the seconds until the oldest
   * of them that counts leaves the window (a fraction, possibly not above 0). Else undefined.
   */
  async secondsOver(budget: Budget, limit: number, windowSeconds: number): Promise<number | undefined> {
    const { where, parameters } = condition(budget);
    const window = `make_interval(secs => $${parameters.length + 1})`;
    const [row] = (await this.manager.query(
      `SELECT EXTRACT(EPOCH FROM failed_at + ${window} - now()) AS wait FROM login_failure
        WHERE ${where} AND failed_at > now() - ${window}
        ORDER BY failed_at DESC OFFSET $${parameters.length + 2} - 1 LIMIT 1`,
      [...parameters, windowSeconds, limit],
    )) as { wait: string }[];
    return row === undefined ? undefined : Number(row.wait);
  }

  /** Records a failure of `address` (and `device`), forgetting those older than `keepSeconds`; its id. */
  async record(address: string, device: string | undefined, keepSeconds: number): Promise<string> {
    await this.manager.query('DELETE FROM login_failure WHERE failed_at < now() - make_interval(secs => $1)', [
      keepSeconds,
    ]);
    const [row] = (await this.manager.query(
      'INSERT INTO login_failure (ip, device, failed_at) VALUES ($1, $2, now()) RETURNING id',
      [address, device ?? null],
    )) as [{ id: string }];
    return row.id;
  }
}

/** The SQL of failed sign-ins (the `login_failure` table). */
@Injectable()
export class LoginFailuresRepository {
  constructor(@InjectRepository(LoginFailureEntity) private readonly failures: Repository<LoginFailureEntity>) {}

  /** `work`'s reads, one statement after another, without a lock. */
  read<T>(work: (counts: FailureCounts) => Promise<T>): Promise<T> {
    return databaseWork(() => work(new FailureCounts(this.failures.manager)));
  }

  /**
   * `work` in one transaction, with the table locked against other writers until it commits: a
   * count taken in it includes every failure recorded before, in any API process.
   */
  locked<T>(work: (counts: FailureCounts) => Promise<T>): Promise<T> {
    return databaseWork(() =>
      this.failures.manager.transaction(async (manager) => {
        await manager.query('LOCK TABLE login_failure IN SHARE ROW EXCLUSIVE MODE');
        return work(new FailureCounts(manager));
      }),
    );
  }

  async delete(id: string): Promise<void> {
    await databaseWork(() => this.failures.query('DELETE FROM login_failure WHERE id = $1', [id]));
  }

  /** Forgets every failure a device's or an address's budget counts. */
  async clear(budget: Exclude<Budget, { of: 'everyone' }>): Promise<void> {
    const { where, parameters } = condition(budget);
    await databaseWork(() => this.failures.query(`DELETE FROM login_failure WHERE ${where}`, parameters));
  }
}

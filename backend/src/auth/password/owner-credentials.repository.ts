import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** The owner's username, and what is kept of the password (see CredentialsChange). */
export interface OwnerCredentials {
  username: string;
  password: string;
}

/** `owner_credentials`, and the sessions and devices they let in, as one unit of work reads and writes them. */
export class CredentialsTable {
  constructor(private readonly manager: EntityManager) {}

  async recorded(): Promise<OwnerCredentials | undefined> {
    const [row] = (await this.manager.query('SELECT username, password FROM owner_credentials')) as OwnerCredentials[];
    return row;
  }

  async record({ username, password }: OwnerCredentials): Promise<void> {
    await this.manager.query(
      `INSERT INTO owner_credentials (username, password) VALUES ($1, $2)
       ON CONFLICT (one) DO UPDATE SET username = EXCLUDED.username, password = EXCLUDED.password`,
      [username, password],
    );
  }

  /** Ends every session and forgets every trusted device: how many there were of each. */
  async signEveryoneOut(): Promise<{ endedSessions: number; forgottenDevices: number }> {
    const [counts] = (await this.manager.query(
      `WITH sessions AS (DELETE FROM session RETURNING 1), devices AS (DELETE FROM trusted_device RETURNING 1)
       SELECT (SELECT count(*) FROM sessions)::int AS "endedSessions",
              (SELECT count(*) FROM devices)::int AS "forgottenDevices"`,
    )) as [{ endedSessions: number; forgottenDevices: number }];
    return counts;
  }
}

/** The SQL of the owner's recorded credentials (`owner_credentials`, one row at most). */
@Injectable()
export class OwnerCredentialsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * `work` in one transaction, with the table locked against every other API process until it
   * commits: replicas started together compare and record one after another, so the first to see
   * a change ends the sessions, and the others find the credentials it recorded.
   */
  locked<T>(work: (table: CredentialsTable) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('LOCK TABLE owner_credentials IN EXCLUSIVE MODE');
      return work(new CredentialsTable(manager));
    });
  }
}

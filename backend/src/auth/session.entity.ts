import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A signed-in browser. Only the SHA-256 of its token is kept: a copy of the table signs nobody in. */
@Entity({ name: 'session' })
export class SessionEntity {
  @PrimaryColumn({ type: 'bytea', name: 'token_hash' })
  tokenHash!: Buffer;

  @Column({ type: 'text' })
  username!: string;

  @Column({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', name: 'last_seen_at' })
  lastSeenAt!: Date;
}

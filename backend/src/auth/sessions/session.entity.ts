import { Column, Entity, Generated, PrimaryColumn } from 'typeorm';

/** A signed-in browser. Only the SHA-256 of its token is kept: a copy of the table signs nobody in. */
@Entity({ name: 'session' })
export class SessionEntity {
  @PrimaryColumn({ type: 'bytea', name: 'token_hash' })
  tokenHash!: Buffer;

  /** Names the session in the owner's list, where the token's hash must not appear. */
  @Column({ type: 'bigint', unique: true })
  @Generated('increment')
  id!: string;

  @Column({ type: 'text' })
  username!: string;

  @Column({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', name: 'last_seen_at' })
  lastSeenAt!: Date;

  /** The User-Agent it signed in with (cut short); empty for sessions of earlier releases. */
  @Column({ type: 'text', name: 'user_agent', default: '' })
  userAgent!: string;

  /** The address it was last used from, IPv6 by its /64; empty until then. */
  @Column({ type: 'text', default: '' })
  address!: string;
}

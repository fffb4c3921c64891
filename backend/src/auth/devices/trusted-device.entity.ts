import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A browser the owner signed in from. Like a session, only the SHA-256 of its cookie is kept; the
 * cookie is replaced at each sign-in, the id stays.
 */
@Entity({ name: 'trusted_device' })
export class TrustedDeviceEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'bytea', name: 'token_hash' })
  tokenHash!: Buffer;

  @Column({ type: 'text' })
  username!: string;

  @Column({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', name: 'last_used_at' })
  lastUsedAt!: Date;

  /** The User-Agent of its last sign-in (cut short); empty for devices of earlier releases. */
  @Column({ type: 'text', name: 'user_agent', default: '' })
  userAgent!: string;

  /** The address of its last sign-in, IPv6 by its /64; empty for devices of earlier releases. */
  @Column({ type: 'text', default: '' })
  address!: string;
}

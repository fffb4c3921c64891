import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One failed sign-in, counted per device, or per client address and in total, to throttle password guessing. */
@Entity({ name: 'login_failure' })
export class LoginFailureEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'text' })
  ip!: string;

  /** The trusted device it was made from, if any: then it counts against that device alone. */
  @Column({ type: 'bigint', nullable: true })
  device!: string | null;

  @Column({ type: 'timestamptz', name: 'failed_at' })
  failedAt!: Date;
}

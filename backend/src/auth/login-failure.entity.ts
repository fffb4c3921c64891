import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One failed sign-in, counted per client address and in total to throttle password guessing. */
@Entity({ name: 'login_failure' })
export class LoginFailureEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'text' })
  ip!: string;

  @Column({ type: 'timestamptz', name: 'failed_at' })
  failedAt!: Date;
}

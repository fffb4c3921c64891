import type { Portfolio } from '@portfolio/contract';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The single row's id: one owner, one document. */
export const PORTFOLIO_ID = 1;

/** The portfolio document as one JSONB row, with the version its ETag is made from. */
@Entity({ name: 'portfolio' })
export class PortfolioEntity {
  @PrimaryColumn({ type: 'smallint' })
  id!: number;

  @Column({ type: 'jsonb' })
  document!: Portfolio;

  @Column({ type: 'integer' })
  version!: number;

  /** The shape of the description the document was written in. */
  @Column({ type: 'integer' })
  shape!: number;

  @Column({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
}

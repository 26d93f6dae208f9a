import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { BrandKey, TrialStatus } from '@gptsite/shared';

/** A free-trial sign-up: the tenant that owns assistants and conversions. */
@Entity('trials')
@Index(['email', 'website'])
export class TrialEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') brand!: BrandKey;
  @Column('text') name!: string;
  @Column('text') email!: string;
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('text') website!: string;
  @Column('text', { nullable: true }) organization!: string | null;
  @Column('text', { default: 'active' }) status!: TrialStatus;
  /** The account that signed up for it (null for demo assistants and rows older than accounts). */
  @Index() @Column('uuid', { nullable: true }) ownerUserId!: string | null;
  @Column('timestamptz') startsAt!: Date;
  @Column('timestamptz') endsAt!: Date;
  /** The plan bought (status `converted`); null while a trial. Quotas read it (libs/shared/src/quotas.ts). */
  @Column('text', { nullable: true }) planId!: string | null;
  @Column('timestamptz', { nullable: true }) convertedAt!: Date | null;
  /** Set by the lifecycle job when the trial ended unconverted; its assistant is paused, nothing deleted. */
  @Column('timestamptz', { nullable: true }) expiredAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}

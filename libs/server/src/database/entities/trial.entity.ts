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
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}

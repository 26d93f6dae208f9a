import type { SyncStatus, SyncTrigger } from '@gptsite/shared';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One re-sync of an assistant's site, scheduled or the owner's, and what it changed. */
@Entity('sync_runs')
@Index(['assistantId', 'startedAt'])
export class SyncRunEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') assistantId!: string;
  /** The conversion that crawls the site again; unique, so a run is settled once. */
  @Column('uuid', { nullable: true, unique: true }) conversionId!: string | null;
  /** The knowledge that was live when it started (what it is compared with, and what keeps answering). */
  @Column('uuid', { nullable: true }) baseConversionId!: string | null;
  @Column('text') trigger!: SyncTrigger;
  @Column('text', { default: 'running' }) status!: SyncStatus;
  @Column('int', { default: 0 }) pagesAdded!: number;
  @Column('int', { default: 0 }) pagesChanged!: number;
  @Column('int', { default: 0 }) pagesUnchanged!: number;
  @Column('int', { default: 0 }) pagesRemoved!: number;
  @Column('int', { default: 0 }) pagesFailed!: number;
  @Column('int', { default: 0 }) passagesEmbedded!: number;
  @Column('int', { default: 0 }) passagesReused!: number;
  @Column('text', { nullable: true }) error!: string | null;
  @Column('timestamptz', { default: () => 'now()' }) startedAt!: Date;
  @Column('timestamptz', { nullable: true }) finishedAt!: Date | null;
}

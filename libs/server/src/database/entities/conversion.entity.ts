import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type {
  ConversionCounts,
  ConversionStageName,
  ConversionStatus,
  SemanticIndexView,
  StageView,
} from '@gptsite/shared';

export interface ConversionErrorState {
  stage: ConversionStageName;
  code: string;
  message: string;
}

/** One run of the pipeline for a website; Postgres holds the truth, socket events are the fast path. */
@Entity('conversions')
@Index(['status', 'updatedAt'])
export class ConversionEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Index() @Column('uuid') trialId!: string;
  @Index() @Column('uuid') assistantId!: string;
  /** The account that signed up for it (null for demo assistants and rows older than accounts). */
  @Index() @Column('uuid', { nullable: true }) ownerUserId!: string | null;
  /** The address the owner typed, normalised. */
  @Column('text') website!: string;
  /** Where the site really lives after redirects; decides what counts as on-site. */
  @Column('text', { nullable: true }) rootUrl!: string | null;
  @Column('text', { default: 'running' }) status!: ConversionStatus;
  @Column('text', { default: 'initializing' }) stage!: ConversionStageName;
  @Column('smallint', { default: 0 }) progress!: number;
  @Column('jsonb') stages!: StageView[];
  @Column('jsonb') counts!: ConversionCounts;
  @Column('jsonb', { nullable: true }) error!: ConversionErrorState | null;
  @Column('text', { nullable: true }) liveUrl!: string | null;
  @Column('text', { nullable: true }) redirectUrl!: string | null;
  /** Bumped by each retry so job ids of the new run do not collide with the old ones. */
  @Column('int', { default: 1 }) attempt!: number;
  /** The background semantic index's progress; null until it is queued (or with no model). */
  @Column('jsonb', { nullable: true }) semanticIndex!: SemanticIndexView | null;
  /**
   * A re-sync: the conversion that was live when it started. Its pages are fetched conditionally and
   * passages whose text did not change keep that conversion's embeddings.
   */
  @Column('uuid', { nullable: true }) baseConversionId!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
  @Column('timestamptz', { nullable: true }) finishedAt!: Date | null;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AssistantStatus, BrandKey, ResyncFrequency } from '@gptsite/shared';
import type { MergedContactDetails } from '../../knowledge/contact-merger';

/** A deployed chat assistant; it answers from the chunks of its active conversion. */
@Entity('assistants')
export class AssistantEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Index() @Column('uuid') trialId!: string;
  /** The account that signed up for it (null for demo assistants and rows older than accounts). */
  @Index() @Column('uuid', { nullable: true }) ownerUserId!: string | null;
  @Column('text') brand!: BrandKey;
  @Column('text') name!: string;
  @Column('text') greeting!: string;
  @Column('jsonb') colors!: { primary: string; secondary: string };
  @Column('text', { default: 'building' }) status!: AssistantStatus;
  /** Sites allowed to embed the widget; empty means any site. */
  @Column('text', { array: true, default: () => "'{}'" }) allowedDomains!: string[];
  @Column('jsonb', { default: () => "'[]'" }) suggestedQuestions!: string[];
  /** The owner wrote the suggested questions: a recrawl keeps them rather than suggesting its own. */
  @Column('boolean', { default: false }) suggestedQuestionsByOwner!: boolean;
  @Column('jsonb', { default: () => `'{"phones":[],"emails":[],"addresses":[]}'` })
  contact!: MergedContactDetails;
  @Column('text') website!: string;
  /** The conversion whose knowledge is live; a recrawl swaps it only when the new one completes. */
  @Column('uuid', { nullable: true }) activeConversionId!: string | null;
  @Column('text', { nullable: true }) liveUrl!: string | null;
  /** How often its site is crawled again (a BullMQ job scheduler per assistant; never: none). */
  @Column('text', { default: 'weekly' }) resyncFrequency!: ResyncFrequency;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}

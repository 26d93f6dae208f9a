import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { LeadNotify } from '@gptsite/shared';

/** A visitor's contact details, left in a conversation with an assistant. */
@Entity('leads')
@Index(['assistantId', 'createdAt'])
export class LeadEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') assistantId!: string;
  /** Null for a lead left while the assistant was full or paused (no conversation could start). */
  @Column('uuid', { nullable: true }) conversationId!: string | null;
  @Column('text', { nullable: true }) name!: string | null;
  @Column('text', { nullable: true }) email!: string | null;
  @Column('text', { nullable: true }) phone!: string | null;
  /** The owner's custom question as the visitor saw it, and their answer. */
  @Column('text', { nullable: true }) question!: string | null;
  @Column('text', { nullable: true }) answer!: string | null;
  @Column('text', { nullable: true }) pageUrl!: string | null;
  /** How the owner chose to hear of it when it came in. */
  @Column('text', { default: 'each' }) notify!: LeadNotify;
  /** When the owner's mail (this lead's own, or the digest holding it) went out. */
  @Column('timestamptz', { nullable: true }) notifiedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}

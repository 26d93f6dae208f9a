import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { FollowUpPriority, FollowUpStatus } from '@gptsite/shared';

/** A visitor asking for a person: who to reply to, and where the owner is with it. */
@Entity('follow_ups')
@Index(['assistantId', 'createdAt'])
export class FollowUpEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') assistantId!: string;
  @Column('uuid') conversationId!: string;
  @Column('text') name!: string;
  @Column('text', { nullable: true }) email!: string | null;
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('text', { nullable: true }) message!: string | null;
  /** pending: stored; sent: the owner's mail went out; responded: the owner marked it answered. */
  @Column('text', { default: 'pending' }) status!: FollowUpStatus;
  @Column('text', { default: 'normal' }) priority!: FollowUpPriority;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { nullable: true }) sentAt!: Date | null;
  @Column('timestamptz', { nullable: true }) respondedAt!: Date | null;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ChatSource } from '@gptsite/shared';

/** One question and its answer; feeds the owner's analytics. */
@Entity('messages')
@Index(['assistantId', 'createdAt'])
export class MessageEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Index() @Column('uuid') conversationId!: string;
  @Column('uuid') assistantId!: string;
  @Column('text') question!: string;
  @Column('text') answer!: string;
  @Column('jsonb', { default: () => "'[]'" }) sources!: ChatSource[];
  @Column('boolean') answered!: boolean;
  @Column('real', { default: 0 }) confidence!: number;
  @Column('int') latencyMs!: number;
  /** -1 (negative) to 1 (positive), from the visitor's wording. */
  @Column('real', { default: 0 }) sentiment!: number;
  /** 1 thumbs up, -1 thumbs down, null no feedback. */
  @Column('smallint', { nullable: true }) feedback!: number | null;
  @Column('text') provider!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A visitor's chat session with one assistant. */
@Entity('conversations')
@Index(['assistantId', 'createdAt'])
export class ConversationEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') assistantId!: string;
  /** Anonymous id the widget keeps in the visitor's browser. */
  @Column('text', { nullable: true }) visitorId!: string | null;
  @Column('text', { nullable: true }) pageUrl!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}

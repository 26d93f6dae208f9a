import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An owner's own question and answer: when a visitor asks something like it, the assistant says this. */
@Entity('answer_overrides')
@Index(['assistantId', 'createdAt'])
export class AnswerOverrideEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') assistantId!: string;
  @Column('text') question!: string;
  @Column('text') answer!: string;
  @Column('boolean', { default: true }) enabled!: boolean;
  /** How many visitors' questions it answered. */
  @Column('int', { default: 0 }) timesUsed!: number;
  @Column('timestamptz', { nullable: true }) lastUsedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What the owner did with a content gap: answered it with an override, or marked it not for the assistant. */
export type GapResolutionKind = 'answered' | 'dismissed';

/**
 * A content gap the owner dealt with. The question is kept, not only the message id, so other wordings
 * of it are recognised too: a dismissed gap stays off the list for good; an answered one hides the
 * questions asked before it was answered (later ones are answered by the override, or, if they still
 * were not, are a gap again).
 */
@Entity('gap_resolutions')
@Index(['assistantId', 'createdAt'])
export class GapResolutionEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') assistantId!: string;
  /** The gap's id when it was resolved: the message that began the group. */
  @Column('uuid') messageId!: string;
  @Column('text') question!: string;
  @Column('text') resolution!: GapResolutionKind;
  /** The override that answered it; null when dismissed, or once that override is deleted. */
  @Column('uuid', { nullable: true }) overrideId!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}

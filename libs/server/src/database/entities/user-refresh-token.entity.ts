import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One refresh token of a sign-in. Each refresh replaces it with the next of the same family; presenting
 * one already replaced means it was copied, so the whole family (that sign-in) is revoked.
 */
@Entity('user_refresh_tokens')
export class UserRefreshTokenEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Index() @Column('uuid') userId!: string;
  @Index() @Column('uuid') familyId!: string;
  /** SHA-256 of the token; the token itself lives only in the browser's cookie. */
  @Index({ unique: true }) @Column('text') tokenHash!: string;
  @Column('timestamptz') expiresAt!: Date;
  @Column('timestamptz', { nullable: true }) usedAt!: Date | null;
  @Column('timestamptz', { nullable: true }) revokedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type PasswordTokenPurpose = 'set' | 'reset';

/** A mailed set-password or reset link: single use, expiring, stored only as a hash. */
@Entity('user_password_tokens')
export class UserPasswordTokenEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Index() @Column('uuid') userId!: string;
  @Index({ unique: true }) @Column('text') tokenHash!: string;
  @Column('text') purpose!: PasswordTokenPurpose;
  @Column('timestamptz') expiresAt!: Date;
  @Column('timestamptz', { nullable: true }) usedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}

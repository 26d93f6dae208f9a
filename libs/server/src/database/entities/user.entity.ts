import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BrandKey, UserRole } from '@gptsite/shared';

/** A person who signs in: an owner (`user`), the admin of one brand, or a super admin. */
@Entity('users')
@Index('UQ_users_email_lower', { synchronize: false })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** Stored as typed; unique regardless of case (a functional index on lower(email)). */
  @Column('text') email!: string;
  @Column('text') name!: string;
  @Column('text', { default: 'user' }) role!: UserRole;
  /** The brand an admin administers; null for owners and super admins. */
  @Column('text', { nullable: true }) brand!: BrandKey | null;
  /** argon2id; null until the person sets a password from the mailed link. */
  @Column('text', { nullable: true }) passwordHash!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
  @Column('timestamptz', { nullable: true }) lastLoginAt!: Date | null;
  /** Set by the super admin: the account cannot sign in and its sessions are ended. */
  @Column('timestamptz', { nullable: true }) disabledAt!: Date | null;
  /** The last sign-in or session refresh: what the super admin's list of admins shows. */
  @Column('timestamptz', { nullable: true }) lastActiveAt!: Date | null;
}

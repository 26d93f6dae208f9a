import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A browser's error report (spec section 3), kept for the monitor. */
@Entity('error_reports')
export class ErrorReportEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') type!: string;
  @Column('text') message!: string;
  @Column('text', { nullable: true }) code!: string | null;
  @Column('text', { nullable: true }) url!: string | null;
  @Column('text', { nullable: true }) userAgent!: string | null;
  @Column('text', { nullable: true }) stack!: string | null;
  @Column('text', { nullable: true }) componentStack!: string | null;
  @Column('timestamptz', { nullable: true }) reportedAt!: Date | null;
  @Index() @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}

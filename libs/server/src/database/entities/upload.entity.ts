import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { DocumentKind } from '@gptsite/shared';

/** A file the owner uploaded with the trial; kept in Postgres so any worker host can read it. */
@Entity('uploads')
export class UploadEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Index() @Column('uuid') conversionId!: string;
  @Column('text') filename!: string;
  @Column('text') mimeType!: string;
  @Column('text') kind!: DocumentKind;
  @Column('int') bytes!: number;
  @Column('bytea', { select: false }) data!: Buffer;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}

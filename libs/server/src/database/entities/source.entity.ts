import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import type {
  ContentStatus,
  DocumentKind,
  SourceOrigin,
  SourceOutcome,
  SourceReason,
  SourceType,
} from '@gptsite/shared';
import type { PageContact } from '../../knowledge/contact-merger';
import type { ExtractedContent } from '../../knowledge/content';

/** Every URL or upload a conversion met, with what became of it (the coverage report). */
@Entity('sources')
@Unique(['conversionId', 'url'])
@Index(['conversionId', 'outcome'])
export class SourceEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') conversionId!: string;
  @Index() @Column('uuid') assistantId!: string;
  /** Normalised URL, or `upload://<uploadId>/<filename>` for uploads. */
  @Column('text') url!: string;
  @Column('text', { nullable: true }) finalUrl!: string | null;
  @Column('text') origin!: SourceOrigin;
  @Column('text', { default: 'webpage' }) type!: SourceType;
  /** Set for documents; decides which extractor reads it. */
  @Column('text', { nullable: true }) documentKind!: DocumentKind | null;
  @Column('smallint', { default: 0 }) depth!: number;
  @Column('text', { default: 'pending' }) status!: ContentStatus;
  @Column('text', { default: 'pending' }) outcome!: SourceOutcome;
  @Column('text', { nullable: true }) reason!: SourceReason | null;
  @Column('text', { nullable: true }) detail!: string | null;
  @Column('smallint', { nullable: true }) httpStatus!: number | null;
  @Column('text', { nullable: true }) title!: string | null;
  /** SHA-256 of the page's extracted text: a re-sync compares it to tell a changed page from an unchanged one. */
  @Column('text', { nullable: true }) contentHash!: string | null;
  /** The server's validators, sent back by the next re-sync as If-None-Match / If-Modified-Since. */
  @Column('text', { nullable: true }) etag!: string | null;
  @Column('text', { nullable: true }) lastModified!: string | null;
  @Column('int', { nullable: true }) bytes!: number | null;
  @Column('jsonb', { nullable: true }) content!: ExtractedContent | null;
  @Column('jsonb', { nullable: true }) contact!: PageContact | null;
  @Column('uuid', { nullable: true }) uploadId!: string | null;
  @Column('int', { default: 0 }) chunkCount!: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A retrievable passage. Chat searches a conversion's passages in the api's memory (chat/knowledge-index.ts);
 * `embedding` is a little-endian Float32 vector, compared there because pgvector is not available.
 */
@Entity('chunks')
@Unique(['sourceId', 'ordinal'])
@Index(['conversionId'])
export class ChunkEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Index() @Column('uuid') assistantId!: string;
  @Column('uuid') conversionId!: string;
  @Column('uuid') sourceId!: string;
  @Column('int') ordinal!: number;
  @Column('text') url!: string;
  @Column('text') title!: string;
  @Column('text', { nullable: true }) heading!: string | null;
  @Column('text') text!: string;
  @Column('text') contentHash!: string;
  @Column('bytea') embedding!: Buffer;
  @Column('text') embeddingModel!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}

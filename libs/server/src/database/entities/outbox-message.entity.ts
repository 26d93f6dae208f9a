import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A mail kept instead of sent because no SMTP server is configured (development, first runs). */
@Entity('outbox')
export class OutboxMessageEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') recipient!: string;
  @Column('text') subject!: string;
  @Column('text') text!: string;
  @Column('text', { nullable: true }) html!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}

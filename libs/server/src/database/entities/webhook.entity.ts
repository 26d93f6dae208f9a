import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Where an assistant's leads and handoffs are POSTed, and the secret their signature is made with. */
@Entity('webhooks')
export class WebhookEntity {
  @PrimaryColumn('uuid') assistantId!: string;
  @Column('text') url!: string;
  /**
   * 32 random bytes as hex. Kept as is, not hashed: every delivery is signed with it, and the owner reads
   * it back to check signatures on their side.
   */
  @Column('text') secret!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}

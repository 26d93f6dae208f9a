import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { LeadFields, LeadNotify, LeadWhen } from '@gptsite/shared';

/** Whether, when and for what an assistant's chat asks visitors for their contact details. */
@Entity('lead_settings')
export class LeadSettingsEntity {
  @PrimaryColumn('uuid') assistantId!: string;
  @Column('boolean', { default: false }) enabled!: boolean;
  @Column('jsonb') fields!: LeadFields;
  @Column('text', { nullable: true }) customQuestion!: string | null;
  @Column('text') when!: LeadWhen;
  @Column('int', { default: 2 }) afterQuestions!: number;
  @Column('text', { default: 'each' }) notify!: LeadNotify;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}

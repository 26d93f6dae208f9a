import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Whether an assistant also offers a person after two declines in a row (a request always does). */
@Entity('handoff_settings')
export class HandoffSettingsEntity {
  @PrimaryColumn('uuid') assistantId!: string;
  @Column('boolean', { default: false }) afterTwoDeclines!: boolean;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}

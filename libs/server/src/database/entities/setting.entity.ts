import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Values generated once per install and kept across restarts (the JWT secret when none is configured). */
@Entity('settings')
export class SettingEntity {
  @PrimaryColumn('text') key!: string;
  @Column('text') value!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}

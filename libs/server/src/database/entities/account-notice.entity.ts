import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A mail that goes out once: a quota warning for one period, a trial reminder. The row is claimed
 * (inserted) before the mail is sent, so several processes never send it twice.
 */
@Entity('account_notices')
export class AccountNoticeEntity {
  /** The assistant (quota notices) or the trial (reminders) it is about. */
  @PrimaryColumn('uuid') subjectId!: string;
  @PrimaryColumn('text') kind!: string;
  /** Which period it was for (the quota period's start), or '' for once ever. */
  @PrimaryColumn('text') period!: string;
  @Column('timestamptz', { default: () => 'now()' }) sentAt!: Date;
}

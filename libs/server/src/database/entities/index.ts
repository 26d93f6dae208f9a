import { AccountNoticeEntity } from './account-notice.entity';
import { AnswerOverrideEntity } from './answer-override.entity';
import { AssistantEntity } from './assistant.entity';
import { ChunkEntity } from './chunk.entity';
import { ConversationEntity } from './conversation.entity';
import { ConversionEntity } from './conversion.entity';
import { ErrorReportEntity } from './error-report.entity';
import { FollowUpEntity } from './follow-up.entity';
import { GapResolutionEntity } from './gap-resolution.entity';
import { HandoffSettingsEntity } from './handoff-settings.entity';
import { LeadEntity } from './lead.entity';
import { LeadSettingsEntity } from './lead-settings.entity';
import { MessageEntity } from './message.entity';
import { OutboxMessageEntity } from './outbox-message.entity';
import { SettingEntity } from './setting.entity';
import { SourceEntity } from './source.entity';
import { SyncRunEntity } from './sync-run.entity';
import { TrialEntity } from './trial.entity';
import { UploadEntity } from './upload.entity';
import { UserEntity } from './user.entity';
import { UserPasswordTokenEntity } from './user-password-token.entity';
import { UserRefreshTokenEntity } from './user-refresh-token.entity';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookEntity } from './webhook.entity';

export {
  AccountNoticeEntity,
  AnswerOverrideEntity,
  AssistantEntity,
  ChunkEntity,
  ConversationEntity,
  ConversionEntity,
  ErrorReportEntity,
  FollowUpEntity,
  GapResolutionEntity,
  HandoffSettingsEntity,
  LeadEntity,
  LeadSettingsEntity,
  MessageEntity,
  OutboxMessageEntity,
  SettingEntity,
  SourceEntity,
  SyncRunEntity,
  TrialEntity,
  UploadEntity,
  UserEntity,
  UserPasswordTokenEntity,
  UserRefreshTokenEntity,
  WebhookDeliveryEntity,
  WebhookEntity,
};
export type { PasswordTokenPurpose } from './user-password-token.entity';
export type { ConversionErrorState } from './conversion.entity';
export type { GapResolutionKind } from './gap-resolution.entity';

export const ENTITIES = [
  TrialEntity,
  AssistantEntity,
  ConversionEntity,
  SourceEntity,
  UploadEntity,
  ChunkEntity,
  ConversationEntity,
  MessageEntity,
  ErrorReportEntity,
  UserEntity,
  UserRefreshTokenEntity,
  UserPasswordTokenEntity,
  OutboxMessageEntity,
  SettingEntity,
  AnswerOverrideEntity,
  GapResolutionEntity,
  WebhookEntity,
  WebhookDeliveryEntity,
  SyncRunEntity,
  LeadSettingsEntity,
  LeadEntity,
  HandoffSettingsEntity,
  FollowUpEntity,
  AccountNoticeEntity,
];

/** Every repository, for the modules that provide them (CoreModule). */
import { AnalyticsRepository } from './analytics.repository';
import { AnswerOverrideRepository } from './answer-override.repository';
import { AssistantRepository } from './assistant.repository';
import { ChunkRepository } from './chunk.repository';
import { ContentGapRepository } from './content-gap.repository';
import { ConversationRepository } from './conversation.repository';
import { ConversionRepository } from './conversion.repository';
import { ErrorReportRepository } from './error-report.repository';
import { FollowUpRepository } from './follow-up.repository';
import { LeadRepository } from './lead.repository';
import { OutboxRepository } from './outbox.repository';
import { PlanUsageRepository } from './plan-usage.repository';
import { SettingRepository } from './setting.repository';
import { SourceRepository } from './source.repository';
import { SyncRunRepository } from './sync-run.repository';
import { TrialRepository } from './trial.repository';
import { UploadRepository } from './upload.repository';
import { UserRepository } from './user.repository';
import { UserTokenRepository } from './user-token.repository';
import { WebhookRepository } from './webhook.repository';

export const REPOSITORIES = [
  AssistantRepository,
  ChunkRepository,
  ConversationRepository,
  ConversionRepository,
  ErrorReportRepository,
  SourceRepository,
  TrialRepository,
  UploadRepository,
  UserRepository,
  UserTokenRepository,
  OutboxRepository,
  SettingRepository,
  AnswerOverrideRepository,
  ContentGapRepository,
  AnalyticsRepository,
  WebhookRepository,
  SyncRunRepository,
  LeadRepository,
  PlanUsageRepository,
  FollowUpRepository,
];

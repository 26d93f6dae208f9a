import { AssistantEntity } from './assistant.entity';
import { ChunkEntity } from './chunk.entity';
import { ConversationEntity } from './conversation.entity';
import { ConversionEntity } from './conversion.entity';
import { ErrorReportEntity } from './error-report.entity';
import { MessageEntity } from './message.entity';
import { SourceEntity } from './source.entity';
import { TrialEntity } from './trial.entity';
import { UploadEntity } from './upload.entity';

export {
  AssistantEntity,
  ChunkEntity,
  ConversationEntity,
  ConversionEntity,
  ErrorReportEntity,
  MessageEntity,
  SourceEntity,
  TrialEntity,
  UploadEntity,
};
export type { ConversionErrorState } from './conversion.entity';

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
];

import { InitialSchema1763676000000 } from './1763676000000-initial-schema';
import { DropChunkFullText1763760000000 } from './1763760000000-drop-chunk-full-text';
import { SemanticIndex1764000000000 } from './1764000000000-semantic-index';
import { Accounts1764100000000 } from './1764100000000-accounts';
import { OwnerSuggestedQuestions1764200000000 } from './1764200000000-owner-suggested-questions';
import { AnswerOverridesAndGaps1764300000000 } from './1764300000000-answer-overrides-and-gaps';
import { Webhooks1764450000000 } from './1764450000000-webhooks';
import { Leads1764700000000 } from './1764700000000-leads';
import { Handoff1764710000000 } from './1764710000000-handoff';
import { Resync1764560000000 } from './1764560000000-resync';
import { PlansAndTrialLifecycle1764800000000 } from './1764800000000-plans-and-trial-lifecycle';
import { LeadWithoutConversation1764900000000 } from './1764900000000-lead-without-conversation';
import { AdminAuditLog1765060000000 } from './1765060000000-admin-audit-log';
import { Billing1765070000000 } from './1765070000000-billing';
import { Payments1765200000000 } from './1765200000000-payments';
import { ChunkEmbeddingLz41765300000000 } from './1765300000000-chunk-embedding-lz4';

/** Every migration, in order; listed explicitly so builds need no file globbing. */
export const MIGRATIONS = [
  InitialSchema1763676000000,
  DropChunkFullText1763760000000,
  SemanticIndex1764000000000,
  Accounts1764100000000,
  OwnerSuggestedQuestions1764200000000,
  AnswerOverridesAndGaps1764300000000,
  Webhooks1764450000000,
  Resync1764560000000,
  Leads1764700000000,
  Handoff1764710000000,
  PlansAndTrialLifecycle1764800000000,
  LeadWithoutConversation1764900000000,
  AdminAuditLog1765060000000,
  Billing1765070000000,
  Payments1765200000000,
  ChunkEmbeddingLz41765300000000,
];

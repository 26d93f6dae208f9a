/** Response and request shapes of the public API (api-contract.md); paths and fields are fixed. */
import type { ErrorCode } from './errors';
import type { BrandKey } from './brands';
import type { LeadCaptureProfile } from './leads';
import type { ConversionStageName } from './stages';
import type {
  AssistantStatus,
  ContentStatus,
  ConversionStatus,
  ServiceHealth,
  StageStatus,
  SystemHealth,
} from './statuses';
import type { SourceOrigin, SourceOutcome, SourceReason, SourceType } from './sources';

export interface TrialCreated {
  trialId: string;
  conversionId: string;
  assistantId: string;
  /**
   * Read access to this conversion's progress (GET, its sources, `conversion:subscribe`) without an
   * account: sent as `X-View-Token` or as the bearer token, or in the subscribe payload.
   */
  viewToken: string;
}

/**
 * The trial form's answer when this email and site already had a trial, built earlier: no viewing token,
 * since knowing an email and a website is no proof of owning them; its owner sees it after signing in.
 */
export type TrialFound = Omit<TrialCreated, 'viewToken'>;

export interface StageView {
  name: ConversionStageName;
  status: StageStatus;
  progress: number;
  message: string;
  startedAt?: string;
  finishedAt?: string;
}

export interface ConversionCounts {
  pagesFound: number;
  pagesCrawled: number;
  documents: number;
  chunks: number;
}

/**
 * The background semantic index of a live conversion: passages embedded by the sentence-embedding model
 * so far. Answers use full-text retrieval until `ready`, hybrid (full text + the model) from then on.
 */
export interface SemanticIndexView {
  status: 'pending' | 'running' | 'ready' | 'failed';
  embedded: number;
  total: number;
}

export interface ConversionView {
  id: string;
  status: ConversionStatus;
  stage: ConversionStageName;
  progress: number;
  stages: StageView[];
  counts: ConversionCounts;
  assistantId: string;
  website: string;
  liveUrl?: string;
  redirectUrl?: string;
  error?: { stage: ConversionStageName; code: string; message: string };
  /** Absent when the provider has no background model (OpenAI) or the conversion predates it. */
  semanticIndex?: SemanticIndexView;
  createdAt: string;
  updatedAt: string;
}

export interface SourceView {
  id: string;
  url: string;
  title: string | null;
  type: SourceType;
  origin: SourceOrigin;
  status: ContentStatus;
  outcome: SourceOutcome;
  reason: SourceReason | null;
  reasonText: string | null;
  httpStatus: number | null;
  bytes: number | null;
  chunks: number;
}

export interface CoverageReport {
  conversionId: string;
  totals: Record<SourceOutcome, number>;
  sources: SourceView[];
}

export interface ContactDetails {
  /**
   * North American numbers as "(503) 217-4065"; others ("01792 555888", "+44 1792 555888") as written.
   * Fax numbers are left out.
   */
  phones: string[];
  /** Lower-cased. */
  emails: string[];
  /** One line each, e.g. "400 Sterling Drive, Orchard Park, NY 14127". */
  addresses: string[];
  /** Blocks of opening-hours lines as the site prints them ("Office Hours\nMon–Fri: 9am–5pm\nSat: Closed"). */
  hours?: string[];
  /**
   * The town the business names as its base ("Somerset, Kentucky"), for a business that prints no street
   * address: "Where are you located?" is answered by it when `addresses` is empty.
   */
  localities?: string[];
}

/**
 * `GET /api/v1/conversions/:conversionId/live`: what the public live page (`/:product/:conversionId`)
 * needs to open the assistant, without the progress details that are the owner's.
 */
export interface LivePageLookup {
  conversionId: string;
  assistantId: string;
  /** The assistant's brand: its live page belongs under that brand's product path. */
  brand: BrandKey;
  status: ConversionStatus;
}

export interface AssistantProfile {
  id: string;
  brand: BrandKey;
  name: string;
  greeting: string;
  suggestedQuestions: string[];
  colors: { primary: string; secondary: string };
  status: AssistantStatus;
  website?: string;
  contact?: ContactDetails;
  liveUrl?: string;
  widgetSnippet?: string;
  /** Whether and when the chat asks for the visitor's contact details (issue 13); absent when off. */
  leadCapture?: LeadCaptureProfile;
}

export interface ChatSource {
  title: string;
  /** Null when the answer is the business's own word (an owner's answer override), not a page. */
  url: string | null;
}

export interface ChatRequest {
  message: string;
  conversationId?: string;
  visitorId?: string;
  pageUrl?: string;
}

export interface ChatResponse {
  conversationId: string;
  messageId: string;
  answer: string;
  answered: boolean;
  sources: ChatSource[];
  /**
   * The visitor asked for a person (or, if the owner chose so, was declined twice in a row): the chat
   * offers to pass the conversation on and collects a contact (issue 13).
   */
  handoff?: boolean;
}

export interface SystemStatus {
  api: SystemHealth;
  database: SystemHealth;
  /** Queues, rate limits and live updates: while it is down, trials, chat and conversion pages answer 503. */
  redis: SystemHealth;
  ai: SystemHealth;
  lastChecked: string;
}

export interface QueueCounts {
  name: string;
  waiting: number;
  active: number;
  completed: number;
  failed: number;
  delayed: number;
  /** Jobs finished in the last minute. */
  throughputPerMinute: number;
}

export interface WorkerHeartbeat {
  id: string;
  host: string;
  pid: number;
  startedAt: string;
  lastSeenAt: string;
  activeJobs: number;
}

export interface FailedJobView {
  queue: string;
  id: string;
  name: string;
  /** The catalogue code of the DomainError the job failed with; null for any other error. */
  code: ErrorCode | null;
  failedReason: string;
  finishedAt: string | null;
  attemptsMade: number;
}

export interface MonitorSnapshot {
  generatedAt: string;
  services: { api: ServiceHealth; database: ServiceHealth; redis: ServiceHealth; ai: ServiceHealth };
  aiProvider: string;
  queues: QueueCounts[];
  workers: WorkerHeartbeat[];
  conversionsInFlight: Array<{
    id: string;
    website: string;
    stage: ConversionStageName;
    progress: number;
    updatedAt: string;
  }>;
  recentFailedJobs: FailedJobView[];
  errorReports: {
    last24h: number;
    recent: Array<{ id: string; type: string; message: string; createdAt: string }>;
  };
}

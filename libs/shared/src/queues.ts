import type { BrandKey } from './brands';

/**
 * The job catalogue (style.md 2): queue names, job names and their payloads, defined once so queueing
 * the wrong payload for a job does not compile.
 */
export const QUEUES = ['conversion', 'crawl', 'extract', 'knowledge', 'semantic', 'webhooks'] as const;
export type QueueName = (typeof QUEUES)[number];

export enum JobName {
  /** Resolve the site, read robots.txt and sitemaps, seed the frontier. */
  ConversionStart = 'conversion.start',
  /** Fetch one page, extract its text and links, enqueue new links. */
  CrawlPage = 'crawl.page',
  /** Turn one document (linked or uploaded) into text. */
  ExtractDocument = 'extract.document',
  /** Closes a stage once all its items are done and starts the next. */
  ConversionAdvance = 'conversion.advance',
  /** Clean, chunk and embed every indexed source of a conversion. */
  BuildKnowledge = 'knowledge.build',
  /** Deploy the assistant and complete the conversion. */
  Finalize = 'conversion.finalize',
  /**
   * Embed a live conversion's passages with the sentence-embedding model, in the background: its own
   * queue, so minutes of model time never hold up another conversion.
   */
  SemanticIndex = 'knowledge.semantic-index',
  /** Read a bundled sample site from disk (brand demos) instead of crawling. */
  ImportSample = 'conversion.import-sample',
  /** POST one webhook event (a lead, a handoff, a test) to the owner's URL, signed; retried with backoff. */
  WebhookDeliver = 'webhook.deliver',
  /**
   * Crawl an assistant's site again (automatic re-sync): queued by the assistant's BullMQ job scheduler,
   * one per assistant, keyed by its id.
   */
  ResyncAssistant = 'assistant.resync',
}

export interface JobPayloads {
  [JobName.ConversionStart]: { conversionId: string };
  [JobName.CrawlPage]: { conversionId: string; sourceId: string };
  [JobName.ExtractDocument]: { conversionId: string; sourceId: string };
  /** `stage` is the stage that just finished; a transition already made is a no-op. */
  [JobName.ConversionAdvance]: { conversionId: string; stage: 'analyzing' | 'extracting' };
  [JobName.BuildKnowledge]: { conversionId: string };
  [JobName.Finalize]: { conversionId: string };
  [JobName.ImportSample]: { conversionId: string; brandKey: BrandKey };
  [JobName.SemanticIndex]: { conversionId: string };
  [JobName.WebhookDeliver]: { deliveryId: string };
  [JobName.ResyncAssistant]: { assistantId: string };
}

export type JobPayload<TName extends JobName> = JobPayloads[TName];

/** Which queue carries each job. */
export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.ConversionStart]: 'conversion',
  [JobName.ConversionAdvance]: 'conversion',
  [JobName.Finalize]: 'conversion',
  [JobName.ImportSample]: 'conversion',
  [JobName.CrawlPage]: 'crawl',
  [JobName.ExtractDocument]: 'extract',
  [JobName.BuildKnowledge]: 'knowledge',
  [JobName.SemanticIndex]: 'semantic',
  [JobName.WebhookDeliver]: 'webhooks',
  [JobName.ResyncAssistant]: 'conversion',
};

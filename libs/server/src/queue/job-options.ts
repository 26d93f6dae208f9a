import { JobName, type JobPayloads } from '@gptsite/shared';
import type { JobsOptions } from 'bullmq';

export interface JobPolicy {
  attempts: number;
  backoffMs: number;
}

/**
 * Retry policy per job. Page and document jobs record their own failures on the source, so attempts
 * only cover crashes and infrastructure errors (Postgres, Redis) that are worth retrying.
 */
const POLICIES: Record<JobName, JobPolicy> = {
  [JobName.ConversionStart]: { attempts: 3, backoffMs: 2000 },
  [JobName.CrawlPage]: { attempts: 3, backoffMs: 1000 },
  [JobName.ExtractDocument]: { attempts: 3, backoffMs: 1000 },
  [JobName.ConversionAdvance]: { attempts: 5, backoffMs: 1000 },
  [JobName.BuildKnowledge]: { attempts: 3, backoffMs: 2000 },
  [JobName.Finalize]: { attempts: 5, backoffMs: 1000 },
  [JobName.ImportSample]: { attempts: 3, backoffMs: 1000 },
  // Resumable: a retry embeds only what the last attempt did not store.
  [JobName.SemanticIndex]: { attempts: 5, backoffMs: 5000 },
  // The owner's receiver may be down for a while: 5 s, 10 s, 20 s, 40 s (WEBHOOK_* variables change it).
  [JobName.WebhookDeliver]: { attempts: 5, backoffMs: 5000 },
  // Only starts a conversion, whose own jobs carry the crawl's retries.
  [JobName.ResyncAssistant]: { attempts: 3, backoffMs: 5000 },
};

/** Deterministic job ids make enqueueing idempotent: the same work queued twice runs once. */
export function jobIdFor<TName extends JobName>(
  name: TName,
  payload: JobPayloads[TName],
  scope: string,
): string {
  const item =
    'sourceId' in payload
      ? payload.sourceId
      : 'deliveryId' in payload
        ? payload.deliveryId
        : 'assistantId' in payload
          ? payload.assistantId
          : payload.conversionId;
  const stage = 'stage' in payload ? `:${payload.stage}` : '';
  // BullMQ reserves ':' in custom ids.
  return `${name}:${scope}:${item}${stage}`.replace(/:/g, '_');
}

/** `policy` replaces the job's default one where configuration decides it (webhook retries). */
export function jobOptionsFor<TName extends JobName>(
  name: TName,
  payload: JobPayloads[TName],
  scope: string,
  policy: JobPolicy = POLICIES[name],
): JobsOptions {
  return {
    jobId: jobIdFor(name, payload, scope),
    attempts: policy.attempts,
    backoff: { type: 'exponential', delay: policy.backoffMs },
    removeOnComplete: { age: 24 * 3600, count: 5000 },
    removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
  };
}

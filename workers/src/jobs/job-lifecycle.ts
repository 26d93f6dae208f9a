import type { JobName, JobPayloads } from '@gptsite/shared';

/**
 * Called by the runner once a job has failed its last attempt, so the pipeline can settle what the
 * job was doing (fail the page, or fail the conversion) in one place instead of in every handler.
 */
export interface JobExhaustedEvent<TName extends JobName = JobName> {
  name: TName;
  payload: JobPayloads[TName];
  error: Error;
}

export abstract class JobExhaustedListener {
  abstract onJobExhausted(event: JobExhaustedEvent): Promise<void>;
}

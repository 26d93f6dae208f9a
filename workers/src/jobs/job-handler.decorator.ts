import { SetMetadata } from '@nestjs/common';
import type { JobName } from '@gptsite/shared';

export const JOB_HANDLER_METADATA = 'gptsite:job-handler';

/** Marks a method as the one handler of a job; the runner refuses to start if a job has none or two. */
export const JobHandler = (name: JobName) => SetMetadata(JOB_HANDLER_METADATA, name);

/** What a handler reports; the runner logs it, so handlers need no logging of their own. */
export type JobOutcome = { status: 'done'; detail?: string } | { status: 'skipped'; detail: string };

import { JobName } from '@gptsite/shared';

export type BoundHandler = (payload: never) => Promise<unknown>;

/**
 * Collects the handler of every job and checks the catalogue is fully wired: a job with no handler,
 * or with two, stops the worker at boot rather than at 3 am.
 */
export class JobRegistry {
  private readonly handlers = new Map<JobName, BoundHandler[]>();

  register(name: JobName, handler: BoundHandler): void {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
  }

  assertComplete(): void {
    const problems: string[] = [];
    for (const name of Object.values(JobName)) {
      const count = this.handlers.get(name)?.length ?? 0;
      if (count === 0) problems.push(`job "${name}" has no handler`);
      if (count > 1) problems.push(`job "${name}" has ${count} handlers`);
    }
    if (problems.length) throw new Error(`Workers are wired wrongly: ${problems.join('; ')}`);
  }

  get(name: string): BoundHandler | undefined {
    return this.handlers.get(name as JobName)?.[0];
  }
}

import { JobName } from '@gptsite/shared';
import { JobRegistry } from './job-registry';

const noop = async () => undefined;

describe('JobRegistry', () => {
  it('refuses to boot when a job has no handler', () => {
    const registry = new JobRegistry();
    registry.register(JobName.CrawlPage, noop);
    expect(() => registry.assertComplete()).toThrow(/job "conversion.start" has no handler/);
  });

  it('refuses to boot when a job has two handlers', () => {
    const registry = new JobRegistry();
    for (const name of Object.values(JobName)) registry.register(name, noop);
    registry.register(JobName.Finalize, noop);
    expect(() => registry.assertComplete()).toThrow(/job "conversion.finalize" has 2 handlers/);
  });

  it('accepts exactly one handler per job', () => {
    const registry = new JobRegistry();
    for (const name of Object.values(JobName)) registry.register(name, noop);
    expect(() => registry.assertComplete()).not.toThrow();
    expect(registry.get(JobName.Finalize)).toBe(noop);
  });
});

import { UnrecoverableError } from 'bullmq';
import { DomainError } from './domain-error';
import { domainFailureOf, readJobFailure, toQueuedError } from './job-failure';

describe('job failures across the queue', () => {
  it('puts the code in front of the message BullMQ keeps, and reads it back', () => {
    const queued = toQueuedError(new DomainError('SITE_EMPTY'));
    expect(readJobFailure(queued.message)).toEqual({
      code: 'SITE_EMPTY',
      message: 'We could not find any readable pages or documents on the website',
    });
  });

  it('does not retry a final (4xx) code and retries a 5xx one', () => {
    expect(toQueuedError(new DomainError('SITE_BLOCKED'))).toBeInstanceOf(UnrecoverableError);
    expect(toQueuedError(new DomainError('SITE_UNREACHABLE'))).not.toBeInstanceOf(UnrecoverableError);
  });

  it('keeps the DomainError itself for the worker that ran the job', () => {
    const failure = new DomainError('SITE_UNREACHABLE', 'The website answered 503');
    expect(domainFailureOf(toQueuedError(failure))).toBe(failure);
    expect(domainFailureOf(new Error('boom'))).toBeNull();
  });

  it('gives no code for a reason without one, or with a word that is not a code', () => {
    expect(readJobFailure('job stalled more than allowable limit')).toEqual({
      code: null,
      message: 'job stalled more than allowable limit',
    });
    expect(readJobFailure('ECONNREFUSED: connect failed')).toEqual({
      code: null,
      message: 'ECONNREFUSED: connect failed',
    });
  });
});

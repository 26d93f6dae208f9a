import { Deadline } from '../deadline';
import type { ExtractorContext } from '../extractor';

/** A context for calling one extractor directly, without the pipeline around it. */
export function testContext(subject: string): ExtractorContext {
  return {
    subject,
    deadline: new Deadline(10_000, () => new Error('Test extraction ran out of time')),
    maxChars: 1_000_000,
    markTruncated: () => undefined,
  };
}

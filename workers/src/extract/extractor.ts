import type { ExtractedContent } from '@gptsite/server';
import type { Deadline } from './deadline';

/** What every extractor gets besides the bytes. */
export interface ExtractorContext {
  /** How messages name the document: its file name, or "The PDF" when unknown. */
  subject: string;
  deadline: Deadline;
  /** Extractors may stop early once they have produced this many characters… */
  maxChars: number;
  /** …and then call this, so the result says it is incomplete. */
  markTruncated(): void;
}

/** One per document kind. Throws DocumentError for documents it cannot read. */
export type DocumentExtractor = (buffer: Buffer, context: ExtractorContext) => Promise<ExtractedContent>;

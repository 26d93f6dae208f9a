import type { DocumentKind } from '@gptsite/shared';
import type { ExtractedContent } from '@gptsite/server';
import type { DocumentErrorCode } from './document-error';
import type { ExtractSettings } from './extract-settings';

/** Sent to the extraction thread; the bytes are transferred, not copied. */
export interface ThreadRequest {
  bytes: Uint8Array;
  kind: DocumentKind;
  settings: ExtractSettings;
}

/** The thread's answer. Errors travel as code and message, since class instances do not survive. */
export type ThreadReply =
  { ok: true; content: ExtractedContent } | { ok: false; code: DocumentErrorCode; message: string };

import { MAX_UPLOAD_BYTES } from '@gptsite/shared';

export interface ExtractOptions {
  /** The document's file name, used in error messages ("price-list.pdf is password-protected…"). */
  filename?: string;
  /** Time allowed for one document; default 20 seconds. */
  timeoutMs?: number;
  /** Characters kept from one document; default 2 million. */
  maxChars?: number;
  /** Largest document accepted; default the 10 MB upload limit. */
  maxBytes?: number;
  /**
   * 'thread' runs the parsers in a worker thread that is terminated on time-out and has its own memory
   * limit; 'inline' runs them in this thread. Default: 'thread' when the compiled worker script is
   * present (a build), else 'inline' (tests and ts tooling run from sources).
   */
  isolation?: 'thread' | 'inline';
  /** Heap limit of the worker thread, in megabytes; default 1024. */
  memoryLimitMb?: number;
}

export type ExtractSettings = Required<Omit<ExtractOptions, 'filename' | 'isolation'>> & {
  filename: string | null;
};

export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_MAX_CHARS = 2_000_000;
export const DEFAULT_MEMORY_LIMIT_MB = 1024;

export function resolveSettings(options: ExtractOptions = {}): ExtractSettings {
  return {
    filename: options.filename ?? null,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxChars: options.maxChars ?? DEFAULT_MAX_CHARS,
    maxBytes: options.maxBytes ?? MAX_UPLOAD_BYTES,
    memoryLimitMb: options.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB,
  };
}

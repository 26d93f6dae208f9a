import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DocumentKind } from '@gptsite/shared';
import type { ExtractedContent } from '@gptsite/server';
import { corruptError, DocumentError, documentSubject, tooSlowError } from './document-error';
import type { ExtractSettings } from './extract-settings';
import type { ThreadReply, ThreadRequest } from './thread-messages';

/** How the worker thread is started: a script file, or code to evaluate (tests running from sources). */
export interface ThreadScript {
  source: string;
  eval?: boolean;
}

/** The thread checks the same limit itself; this margin covers its start-up before the backstop fires. */
const STARTUP_GRACE_MS = 3_000;

/** The compiled thread script beside this module, present in a build and absent when running from .ts. */
export function compiledThreadScript(): ThreadScript | null {
  const file = join(__dirname, 'extract.thread.js');
  return existsSync(file) ? { source: file } : null;
}

/**
 * Extracts in a worker thread with its own heap limit. A parser stuck in a synchronous loop or
 * inflating a ZIP bomb takes down only that thread: it is terminated and the caller gets a DocumentError.
 */
export function extractInThread(
  buffer: Buffer,
  kind: DocumentKind,
  settings: ExtractSettings,
  script: ThreadScript,
): Promise<ExtractedContent> {
  const subject = documentSubject(kind, settings.filename);
  return new Promise((resolve, reject) => {
    const worker = new Worker(script.source, {
      eval: script.eval ?? false,
      resourceLimits: { maxOldGenerationSizeMb: settings.memoryLimitMb },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => settle(() => reject(tooSlowError(subject, settings.timeoutMs))),
      settings.timeoutMs + STARTUP_GRACE_MS,
    );
    worker.once('message', (reply: ThreadReply) =>
      settle(() =>
        reply.ok ? resolve(reply.content) : reject(new DocumentError(reply.code, reply.message)),
      ),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() => reject(threadError(error, subject))),
    );
    worker.once('exit', (code) =>
      settle(() => reject(corruptError(subject, new Error(`Extraction thread exited (${code})`)))),
    );
    // A private copy is transferred, so the caller's buffer stays usable and nothing is copied twice.
    const bytes = new Uint8Array(buffer);
    const request: ThreadRequest = { bytes, kind, settings };
    worker.postMessage(request, [bytes.buffer]);
  });
}

function threadError(error: Error & { code?: string }, subject: string): DocumentError {
  if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new DocumentError('too_large', `${subject} needs more memory to read than we allow`, {
      cause: error,
    });
  }
  return corruptError(subject, error);
}

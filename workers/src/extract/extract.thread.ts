/**
 * Entry point of the extraction worker thread: reads one document and posts the result back. The
 * parent terminates this thread when it runs out of time, which is the only way to stop a parser
 * caught in a loop that never yields.
 */
import { parentPort } from 'node:worker_threads';
import { isDocumentError } from './document-error';
import { extractInline } from './extract-inline';
import type { ThreadReply, ThreadRequest } from './thread-messages';

async function handle(request: ThreadRequest): Promise<ThreadReply> {
  try {
    const buffer = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength);
    return { ok: true, content: await extractInline(buffer, request.kind, request.settings) };
  } catch (error) {
    if (isDocumentError(error)) return { ok: false, code: error.code, message: error.message };
    // extractInline only throws DocumentError; anything else is a bug, reported as unreadable.
    return { ok: false, code: 'corrupt', message: 'The document could not be read' };
  }
}

parentPort?.once('message', (request: ThreadRequest) => {
  void handle(request).then((reply) => parentPort?.postMessage(reply));
});

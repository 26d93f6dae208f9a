/**
 * Entry point of the HTML extraction thread (html-extraction-thread.ts): reads pages one after another
 * for as long as the worker process runs.
 */
import { parentPort } from 'node:worker_threads';
import { extractHtml } from './html-extractor';
import type { HtmlReply, HtmlRequest } from './html-extraction-thread';

parentPort?.on('message', ({ id, html, pageUrl }: HtmlRequest) => {
  let reply: HtmlReply;
  try {
    reply = { id, ok: true, page: extractHtml(html, pageUrl) };
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { OnApplicationShutdown } from '@nestjs/common';
import type { ThreadScript } from '../extract/thread-runner';
import { extractHtml, type HtmlExtraction } from './html-extractor';

export interface HtmlRequest {
  id: number;
  html: string;
  pageUrl: string;
}

/** Errors travel as their message, since class instances do not survive the thread boundary. */
export type HtmlReply =
  { id: number; ok: true; page: HtmlExtraction } | { id: number; ok: false; message: string };

interface Waiter {
  resolve: (page: HtmlExtraction) => void;
  reject: (error: Error) => void;
}

/** The compiled thread script beside this module, present in a build and absent when running from .ts. */
export function compiledHtmlThreadScript(): ThreadScript | null {
  const file = join(__dirname, 'html-extract.thread.js');
  return existsSync(file) ? { source: file } : null;
}

/**
 * Reads fetched pages (extractHtml) in one long-lived worker thread. Parsing and reading a page is most
 * of a crawl's CPU, and the worker's main thread also has every fetch, query and job to drive: with the
 * reading on another core the two overlap, where on one thread they took turns. Without a compiled
 * script (tests running from sources) pages are read inline, as before.
 *
 * A thread that dies fails the pages it was reading (their jobs are retried) and the next page starts
 * a new one.
 */
export class HtmlExtractionThread implements OnApplicationShutdown {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, Waiter>();
  private nextId = 0;
  private stopping = false;

  constructor(private readonly script: ThreadScript | null) {}

  async extract(html: string, pageUrl: string): Promise<HtmlExtraction> {
    if (!this.script || this.stopping) return extractHtml(html, pageUrl);
    const worker = this.worker ?? this.start(this.script);
    const id = (this.nextId += 1);
    return new Promise<HtmlExtraction>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, html, pageUrl } satisfies HtmlRequest);
    });
  }

  /**
   * Jobs still finishing at shutdown read their pages inline, and the thread stops once it has answered
   * the pages it holds, so no job loses its page to the shutdown.
   */
  onApplicationShutdown(): void {
    this.stopping = true;
    this.stopIfIdle();
  }

  /** Stops the thread now; pages it was reading fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
    this.failAll(new Error('The HTML extraction thread was stopped'));
  }

  private start(script: ThreadScript): Worker {
    const worker = new Worker(script.source, { eval: script.eval ?? false });
    // Pages in flight keep the process busy anyway; an idle thread must not keep it alive.
    worker.unref();
    worker.on('message', (reply: HtmlReply) => this.answer(reply));
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failAll(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The HTML extraction thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private answer(reply: HtmlReply): void {
    const waiter = this.waiting.get(reply.id);
    this.waiting.delete(reply.id);
    if (reply.ok) waiter?.resolve(reply.page);
    else waiter?.reject(new Error(reply.message));
    this.stopIfIdle();
  }

  private stopIfIdle(): void {
    if (this.stopping && this.worker && !this.waiting.size) void this.close();
  }

  private failAll(error: Error): void {
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}

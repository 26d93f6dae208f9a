import { Injectable } from '@nestjs/common';
import type { AnswerResult } from '@gptsite/server';

/** Answers kept per api process; a cached answer is a few KB, so this stays within a few tens of MB. */
const MAX_ANSWERS = 10_000;

/**
 * Answers to opening questions, per conversion: visitors of one site ask the same few things ("what are
 * your hours?") over and over, and the offline answerer gives the same answer to the same question over
 * the same passages every time, so a repeat costs no retrieval and no answering. Keyed by conversion —
 * its passages never change, and a recrawl is a new conversion — and by the question exactly as typed
 * (the answerer reads capitals as names). Only for the local provider: a model's answer may differ per
 * call, and a fallback answer given while the model was down must not outlive the outage.
 */
@Injectable()
export class AnswerCache {
  private readonly answers = new Map<string, AnswerResult>();

  get(conversionId: string, question: string): AnswerResult | undefined {
    const key = cacheKey(conversionId, question);
    const answer = this.answers.get(key);
    if (answer) {
      this.answers.delete(key);
      this.answers.set(key, answer);
    }
    return answer;
  }

  /** Drops a conversion's answers: its retrieval changed (the semantic index went live). */
  forget(conversionId: string): void {
    const prefix = cacheKey(conversionId, '');
    for (const key of this.answers.keys()) if (key.startsWith(prefix)) this.answers.delete(key);
  }

  set(conversionId: string, question: string, answer: AnswerResult): void {
    this.answers.set(cacheKey(conversionId, question), answer);
    if (this.answers.size > MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value as string);
  }
}

const cacheKey = (conversionId: string, question: string): string =>
  `${conversionId}\u0000${question.replace(/\s+/g, ' ')}`;

import type { BrandKey } from '@gptsite/shared';
import { selectEvidence } from '../ai/answer-selection';
import { DEFAULT_LOCAL_ANSWER_OPTIONS } from '../ai/local-answer-provider';
import { KnowledgeIndex } from './knowledge-index';
import { retrieve } from './retrieve';

/** A passage to test questions against: what suggested questions are drawn from. */
export interface AnswerablePassage {
  heading: string;
  text: string;
  title?: string;
}

const NO_CONTACT = { phones: [], emails: [], addresses: [] };

/**
 * Whether the offline answerer, given what chat's own retrieval (retrieve(), full text as an assistant has
 * before its semantic index is built) finds among `passages`, answers a question with at least
 * `minConfidence`. Suggested questions use it, so a suggestion is one chat answers.
 */
export async function answerabilityCheck(
  passages: readonly AnswerablePassage[],
  brandKey: BrandKey,
  minConfidence: number,
): Promise<(question: string) => Promise<boolean>> {
  const index = await KnowledgeIndex.build(
    {
      passages: passages.map((passage, position) => ({
        id: String(position),
        sourceId: '',
        url: `passage:${position}`,
        title: passage.title ?? '',
        heading: passage.heading,
        text: passage.text,
      })),
      embeddings: passages.map(() => null),
    },
    0,
  );
  return async (question) => {
    const found = await retrieve(index, question, brandKey, { embedder: null, semantic: null });
    const input = { question, brandKey, assistantName: '', contact: NO_CONTACT, passages: found };
    return selectEvidence(input, DEFAULT_LOCAL_ANSWER_OPTIONS).confidence >= minConfidence;
  };
}

import type { BusinessFactKind } from '../../knowledge/business-facts';
import type { AnswerInput, AnswerPassage } from '../answer-provider';

/** A retrieved passage of one site's page `id`, its heading path the site's name then `heading`. */
export function answerPassage(site: string, id: string, heading: string, body: string): AnswerPassage {
  const host = site.toLowerCase().replace(/[^a-z]+/g, '-');
  return {
    id,
    title: site,
    url: `https://${host}.test/${id}`,
    heading,
    text: `${site} > ${heading}\n\n${body}`,
    score: 0.03,
  };
}

/** What an answer provider is given for `question`: the passages, no contact details unless overridden. */
export function answerInput(
  question: string,
  passages: AnswerPassage[],
  overrides: Partial<AnswerInput> = {},
): AnswerInput {
  return {
    question,
    brandKey: 'gpt',
    assistantName: 'Assistant',
    contact: { phones: [], emails: [], addresses: [] },
    passages,
    ...overrides,
  };
}

/** Where the business facts of `factInput` are read from, the page an answer giving one cites. */
export const FACTS_PAGE = { url: 'https://site.test/about', title: 'About us' };

/**
 * What the answerer is given for `question` when retrieval found only `passage`, with the business's
 * facts of `kind` (none when `statements` is null) read from FACTS_PAGE.
 */
export function factInput(
  question: string,
  kind: BusinessFactKind,
  statements: string[] | null,
  passage: AnswerPassage,
): AnswerInput {
  return answerInput(question, [passage], {
    contact: {
      phones: ['(555) 010-2000'],
      emails: [],
      addresses: [],
      ...(statements ? { facts: { [kind]: statements }, sources: { [kind]: FACTS_PAGE } } : {}),
    },
  });
}

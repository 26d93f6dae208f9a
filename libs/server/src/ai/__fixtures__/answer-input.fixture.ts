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

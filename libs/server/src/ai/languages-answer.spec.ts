import { answerPassage, factInput, FACTS_PAGE } from './__fixtures__/answer-input.fixture';
import type { AnswerInput } from './answer-provider';
import { businessFactAnswer } from './business-fact-answer';
import { asksLanguageSpoken, LANGUAGES_QUESTION } from './languages-answer';
import { LocalAnswerProvider } from './local-answer-provider';

const SPANISH = 'Se Habla Español.';

function input(question: string, statements: string[] | null = [SPANISH]): AnswerInput {
  return factInput(
    question,
    'languages',
    statements,
    answerPassage('JC Income Tax', 'tax', 'Tax returns', 'We prepare individual and business returns.'),
  );
}

describe('the languages the business serves clients in', () => {
  it.each([
    'My mom only speaks Spanish. Is there someone there who can help her in Spanish?',
    '¿Habla español el abogado? Does anyone at the office speak Spanish?',
    'My parents only speak Korean. Is there a lawyer there who can talk to them directly?',
  ])('%p asks it', (question) => {
    expect(asksLanguageSpoken(question)).toBe(true);
  });

  it.each(['What languages does the tax software support?', 'Can you help me with my taxes?'])(
    '%p does not',
    (question) => {
      expect(asksLanguageSpoken(question)).toBe(false);
    },
  );

  it("answers with the site's own line and cites its page", async () => {
    const result = await new LocalAnswerProvider().answer(
      input('My mom only speaks Spanish. Is there someone there who can help her in Spanish?'),
    );
    expect(result).toMatchObject({ answered: true, answer: SPANISH });
    expect(result.sources).toEqual([FACTS_PAGE]);
  });

  it('says nothing for a language the site does not name', () => {
    expect(
      businessFactAnswer(input('Does anyone at the clinic speak Kannada or Hindi?'), '', LANGUAGES_QUESTION),
    ).toBeNull();
  });
});

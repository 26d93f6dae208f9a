import { answerPassage, factInput, FACTS_PAGE } from './__fixtures__/answer-input.fixture';
import type { AnswerInput } from './answer-provider';
import { LocalAnswerProvider } from './local-answer-provider';
import { businessFactAnswer } from './business-fact-answer';
import { asksResponseTime, RESPONSE_TIME_QUESTION } from './response-time-answer';

const REPLY = 'We will respond within 1 business day.';

function input(question: string, statements: string[] | null = [REPLY]): AnswerInput {
  return factInput(
    question,
    'responseTime',
    statements,
    answerPassage(
      'H&H Law',
      'green-card',
      'Green cards',
      'Fill out Form I-485 online and USCIS will schedule your biometrics.',
    ),
  );
}

describe('how soon the business answers a message', () => {
  it.each([
    'If I fill out the consultation form online, how soon will someone get back to me?',
    'How fast do you usually get back to people who ask for a quote?',
    'If I send a message through the site, how long until someone gets back to me?',
    'When will I hear back from you?',
  ])('%p asks it', (question) => {
    expect(asksResponseTime(question)).toBe(true);
  });

  it.each([
    'How long does USCIS take to respond to my application?',
    'My bank froze my account. How soon do they have to respond to my dispute?',
    'How long is the free consultation?',
    'What is your phone number?',
  ])('%p does not', (question) => {
    expect(asksResponseTime(question)).toBe(false);
  });

  it("answers with the site's own word and cites the page that prints it", async () => {
    const result = await new LocalAnswerProvider().answer(
      input('If I fill out the consultation form online, how soon will someone get back to me?'),
    );
    expect(result).toMatchObject({ answered: true, answer: REPLY });
    expect(result.sources).toEqual([FACTS_PAGE]);
  });

  it('leaves the question to the passages when the site never says, or when their answer says it', () => {
    expect(
      businessFactAnswer(input('When will I hear back from you?', null), '', RESPONSE_TIME_QUESTION),
    ).toBeNull();
    expect(
      businessFactAnswer(
        input('When will I hear back from you?'),
        'We usually reply the same day.',
        RESPONSE_TIME_QUESTION,
      ),
    ).toBeNull();
  });
});

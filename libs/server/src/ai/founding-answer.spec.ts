import { answerPassage, factInput, FACTS_PAGE } from './__fixtures__/answer-input.fixture';
import type { AnswerInput } from './answer-provider';
import { businessFactAnswer } from './business-fact-answer';
import { asksWhenFounded, FOUNDING_QUESTION } from './founding-answer';
import { LocalAnswerProvider } from './local-answer-provider';

const GRACEFUL =
  'Founded in 2013, Graceful Child Care is a family day care where every child can grow and learn.';

function input(question: string, founded: string[] | null = [GRACEFUL]): AnswerInput {
  return factInput(
    question,
    'founded',
    founded,
    answerPassage('Graceful Child Care', 'tuition', 'Tuition', 'Full-time care is $1,650 a month.'),
  );
}

describe('when the business began', () => {
  it.each([
    'How long has this daycare been around?',
    'How long have you been in business?',
    'How long has the clinic been around? When did it open?',
    'How new is the school, when did it open?',
    'When did the practice first open in Homedale?',
    'How long has Cincinnati School of Music been around?',
    'what year was the firm founded?',
  ])('%p asks when the business began', (question) => {
    expect(asksWhenFounded(question)).toBe(true);
  });

  it.each([
    'when did Cayla start teaching at the school?',
    'How long has Paige been working with clients around here?',
    'how many years has Micah been teaching?',
    'How long is each lesson?',
    'When does the school open in the morning?',
    'How long have you been in business, and do you do payroll?',
    'What year did Dr Rob graduate as a vet?',
  ])('%p does not', (question) => {
    expect(asksWhenFounded(question)).toBe(false);
  });

  it("answers with the site's own statement and cites the page that prints it", () => {
    expect(
      businessFactAnswer(input('How long has this daycare been around?'), '', FOUNDING_QUESTION),
    ).toEqual({
      answer: GRACEFUL,
      answered: true,
      sources: [FACTS_PAGE],
      confidence: 1,
    });
  });

  it('leaves the question to the passages when the site never says, or when their answer says it', () => {
    expect(
      businessFactAnswer(input('How long have you been in business?', null), '', FOUNDING_QUESTION),
    ).toBeNull();
    expect(
      businessFactAnswer(
        input('When did the studio open?'),
        'JDC was founded in 2024 by two best friends.',
        FOUNDING_QUESTION,
      ),
    ).toBeNull();
  });

  it('replaces a passage answer that does not say when the business began', () => {
    const answer = businessFactAnswer(
      input('How long has this daycare been around?'),
      'Lynne Fitzpatrick, the third and current owner since 1997, had been an employee for fifteen years.',
      FOUNDING_QUESTION,
    );
    expect(answer?.answer).toBe(GRACEFUL);
  });

  it('is what the offline answerer says when retrieval found only a fee schedule', async () => {
    const result = await new LocalAnswerProvider().answer(input('How long has this daycare been around?'));
    expect(result).toMatchObject({ answered: true, answer: GRACEFUL });
    expect(result.sources).toEqual([FACTS_PAGE]);
  });
});

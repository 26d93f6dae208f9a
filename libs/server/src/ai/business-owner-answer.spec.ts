import { answerPassage, factInput, FACTS_PAGE } from './__fixtures__/answer-input.fixture';
import type { AnswerInput } from './answer-provider';
import { businessFactAnswer } from './business-fact-answer';
import { asksBusinessOwner, BUSINESS_OWNER_QUESTION } from './business-owner-answer';
import { LocalAnswerProvider } from './local-answer-provider';

const FOUNDER = 'Marija Sparano, Founder & CEO';

function input(question: string, statements: string[] | null = [FOUNDER]): AnswerInput {
  return factInput(
    question,
    'owner',
    statements,
    answerPassage('E&N Tax', 'services', 'Services', 'We run payroll for small businesses every two weeks.'),
  );
}

describe('who owns or runs the business', () => {
  it.each([
    'Who owns the company?',
    'Who runs the firm?',
    'who started the school? is it a chain or locally owned',
    'Who is the person behind E&N? Who would I actually be working with?',
    "who's the actual lawyer I'd be working with there?",
    'Who is the lawyer behind the firm?',
  ])('%p asks it', (question) => {
    expect(asksBusinessOwner(question)).toBe(true);
  });

  it.each([
    'Who would teach my daughter viola?',
    'Who answers the phone at the front desk?',
    'Who runs the summer camp?',
    'Who owns the building your office is in?',
    "Who normally pays for the owner's title insurance in Florida, buyer or seller?",
    'Who is your head nurse / practice manager?',
  ])('%p does not', (question) => {
    expect(asksBusinessOwner(question)).toBe(false);
  });

  it("answers with the site's own line, not the passage about running payroll, and cites its page", async () => {
    const result = await new LocalAnswerProvider().answer(input('Who runs the firm?'));
    expect(result).toMatchObject({ answered: true, answer: FOUNDER });
    expect(result.sources).toEqual([FACTS_PAGE]);
  });

  it('leaves the question to the passages when the site never says, or when their answer says it', () => {
    expect(businessFactAnswer(input('Who owns the company?', null), '', BUSINESS_OWNER_QUESTION)).toBeNull();
    expect(
      businessFactAnswer(
        input('Who owns the company?'),
        'Tara Thai Fusion Massage is owned and operated by Victoria Ames, LMT.',
        BUSINESS_OWNER_QUESTION,
      ),
    ).toBeNull();
  });
});

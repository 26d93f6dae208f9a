import { answerPassage, factInput, FACTS_PAGE } from './__fixtures__/answer-input.fixture';
import type { AnswerInput } from './answer-provider';
import { businessFactAnswer } from './business-fact-answer';
import { asksClientRelationship, CLIENT_RELATIONSHIP_QUESTION } from './client-relationship-answer';
import { LocalAnswerProvider } from './local-answer-provider';

const DISCLAIMER = 'Submitting this form does not create an attorney-client relationship.';

function input(question: string, statements: string[] | null = [DISCLAIMER]): AnswerInput {
  return factInput(
    question,
    'clientRelationship',
    statements,
    answerPassage('Law Office', 'intake', 'Intake', 'Our intake form takes about three minutes to fill out.'),
  );
}

describe('whether writing to the business makes one its client', () => {
  it.each([
    "If I fill out your intake form, does that mean you're officially my lawyer?",
    'Does sending a message through your website make me an official client?',
    "If I fill out the contact form, does that mean you're now my tax preparer?",
  ])('%p asks it', (question) => {
    expect(asksClientRelationship(question)).toBe(true);
  });

  it.each([
    'is there a form new clients have to fill out?',
    'How do I become a client?',
    'Can I email the lawyer directly? What address should I use?',
  ])('%p does not', (question) => {
    expect(asksClientRelationship(question)).toBe(false);
  });

  it("answers with the site's disclaimer and cites the page that prints it", async () => {
    const result = await new LocalAnswerProvider().answer(
      input("If I fill out your intake form, does that mean you're officially my lawyer?"),
    );
    expect(result).toMatchObject({ answered: true, answer: DISCLAIMER });
    expect(result.sources).toEqual([FACTS_PAGE]);
  });

  it('leaves the question to the passages when the site says nothing of it', () => {
    expect(
      businessFactAnswer(
        input('Does sending a message make me an official client?', null),
        '',
        CLIENT_RELATIONSHIP_QUESTION,
      ),
    ).toBeNull();
  });
});

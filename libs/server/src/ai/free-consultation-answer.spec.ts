import { answerPassage, factInput, FACTS_PAGE } from './__fixtures__/answer-input.fixture';
import type { AnswerInput } from './answer-provider';
import { businessFactAnswer } from './business-fact-answer';
import { asksFreeConsultation, FREE_CONSULTATION_QUESTION } from './free-consultation-answer';
import { LocalAnswerProvider } from './local-answer-provider';

const OFFER = 'Contact our office today by phone or email to schedule a free, confidential consultation.';

function input(question: string, offers: string[] | null = [OFFER]): AnswerInput {
  return factInput(
    question,
    'freeConsultation',
    offers,
    answerPassage('Balance Chiropractic', 'fees', 'Fees', 'Adjustments are $45 a visit.'),
  );
}

describe('a free first consultation', () => {
  it.each([
    'Is the first consultation free?',
    'Do I have to pay for the first consultation?',
    'Does the first meeting cost anything?',
    'how much do you charge for the first meeting to look at my case?',
    'Do you charge for a consultation?',
  ])('%p asks whether the first consultation is free', (question) => {
    expect(asksFreeConsultation(question)).toBe(true);
  });

  it.each([
    'How long is the free consultation?',
    'Can I do the first consultation over Zoom or a video call instead of coming in?',
    'How much is a standard consultation?',
    'how much is a one hour consultation?',
    'Do you charge for follow-up visits?',
    'What should I bring to my first visit?',
    'How much time should I set aside for my first visit?',
  ])('%p does not', (question) => {
    expect(asksFreeConsultation(question)).toBe(false);
  });

  it("answers with the site's offer and cites the page that prints it", () => {
    expect(
      businessFactAnswer(
        input('Do I have to pay for the first consultation?'),
        '',
        FREE_CONSULTATION_QUESTION,
      ),
    ).toEqual({
      answer: OFFER,
      answered: true,
      sources: [FACTS_PAGE],
      confidence: 1,
    });
  });

  it('leaves the question alone when the site offers none or the passages name a fee', () => {
    expect(
      businessFactAnswer(input('Is the first consultation free?', null), '', FREE_CONSULTATION_QUESTION),
    ).toBeNull();
    expect(
      businessFactAnswer(
        input('Is the first consultation free?'),
        'The first consultation is $150.',
        FREE_CONSULTATION_QUESTION,
      ),
    ).toBeNull();
  });

  it('is what the offline answerer says when retrieval found only the fees of other visits', async () => {
    const result = await new LocalAnswerProvider().answer(
      input('Do I have to pay for the first consultation?'),
    );
    expect(result).toMatchObject({ answered: true, answer: OFFER });
  });
});

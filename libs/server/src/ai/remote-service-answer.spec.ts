import { answerPassage, factInput, FACTS_PAGE } from './__fixtures__/answer-input.fixture';
import type { AnswerInput } from './answer-provider';
import { LocalAnswerProvider } from './local-answer-provider';
import { businessFactAnswer } from './business-fact-answer';
import { asksRemoteService, REMOTE_SERVICE_QUESTION } from './remote-service-answer';

const NATIONWIDE = 'As a 100% virtual CPA firm, we work with clients nationwide.';
const VIDEO = 'Meet face-to-face over a secure video call at a time that works for your schedule.';

function input(question: string, statements: string[] | null = [NATIONWIDE, VIDEO]): AnswerInput {
  return factInput(
    question,
    'remoteService',
    statements,
    answerPassage(
      'Daperis CPA',
      'tax',
      'Tax preparation',
      'We prepare New York and federal returns for individuals and small businesses.',
    ),
  );
}

describe('serving clients who do not come in', () => {
  it.each([
    'I live in Ohio, not Kentucky. Can you still do my taxes remotely?',
    'I live up in Orlando. Could you still take my case?',
    "I work full time and can't drive over there. Can we do the consult on a video call instead?",
    'Do I have to drive down to meet in person or can we do everything remotely?',
  ])('%p asks it', (question) => {
    expect(asksRemoteService(question)).toBe(true);
  });

  it.each([
    'Can I book my appointment online?',
    'I live in Columbia in Howard County — is that too far for you?',
    'Do you serve Berkeley?',
    'Can I pay my invoice online?',
  ])('%p does not', (question) => {
    expect(asksRemoteService(question)).toBe(false);
  });

  it('answers someone far away with serving clients anywhere, and a video question with meeting by video', async () => {
    const provider = new LocalAnswerProvider();
    const far = await provider.answer(input('I live in Ohio, not New York. Can you still do my taxes?'));
    expect(far).toMatchObject({ answered: true, answer: NATIONWIDE });
    expect(far.sources).toEqual([FACTS_PAGE]);
    const video = await provider.answer(input('Can we do the consult on a video call instead of coming in?'));
    expect(video).toMatchObject({ answered: true, answer: VIDEO });
  });

  it('leaves the question to the passages when the site never says, or when their answer says it', () => {
    const question = 'Can we do the consultation over Zoom?';
    expect(businessFactAnswer(input(question, null), '', REMOTE_SERVICE_QUESTION)).toBeNull();
    expect(
      businessFactAnswer(
        input(question),
        'Yes, we serve clients remotely and in person.',
        REMOTE_SERVICE_QUESTION,
      ),
    ).toBeNull();
  });
});

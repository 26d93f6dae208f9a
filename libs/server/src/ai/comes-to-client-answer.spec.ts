import { answerPassage, factInput, FACTS_PAGE } from './__fixtures__/answer-input.fixture';
import { asksComesToClient } from './comes-to-client-answer';
import { LocalAnswerProvider } from './local-answer-provider';

const prices = answerPassage(
  'Enhance My Ride',
  'services',
  'Services',
  'Signature detailing starts at $149 and takes about three hours.',
);

describe('whether the business comes to the visitor', () => {
  it.each([
    'Do I have to drop my car off somewhere or do you come to me?',
    'Do you come to my house or do I have to come to you?',
    'Do you make house calls?',
    'Is this a mobile service?',
  ])('%p asks it', (question) => {
    expect(asksComesToClient(question)).toBe(true);
  });

  it.each([
    'Water is pouring out from under my sink. Can someone come out tonight, and what will that cost me?',
    "I'm down in Fremont, which isn't on your list. Is there any chance you'd still come out?",
    'Do you charge extra to come to my house?',
    'Can I come to your office on Saturday?',
  ])('%p does not', (question) => {
    expect(asksComesToClient(question)).toBe(false);
  });

  it("answers with the site's own line and cites its page", async () => {
    const statement = 'We come to you.';
    const result = await new LocalAnswerProvider().answer(
      factInput(
        'Do I have to drop my car off somewhere or do you come to me?',
        'comesToClient',
        [statement],
        prices,
      ),
    );
    expect(result).toMatchObject({ answered: true, answer: statement, sources: [FACTS_PAGE] });
  });

  it('declines when the site never says', async () => {
    const result = await new LocalAnswerProvider().answer(
      factInput('Do you come to my house or do I have to come to you?', 'comesToClient', null, prices),
    );
    expect(result.answered).toBe(false);
  });
});

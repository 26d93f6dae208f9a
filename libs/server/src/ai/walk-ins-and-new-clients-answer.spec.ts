import { answerPassage, factInput, FACTS_PAGE } from './__fixtures__/answer-input.fixture';
import { LocalAnswerProvider } from './local-answer-provider';
import { asksNewClients } from './new-clients-answer';
import { asksWalkIns } from './walk-ins-answer';

const returns = answerPassage(
  'JC Income Tax',
  'individual',
  'Individual returns',
  'Bring your W-2s, 1099s and last year’s return to your appointment.',
);

describe('whether the business takes walk-ins', () => {
  it.each([
    'Do I need an appointment or can I just show up?',
    'Do I have to book an appointment to get my taxes done or can I just show up?',
    'Do you take walk-ins or is it appointment only?',
    'Can I come in without an appointment?',
    'Is an appointment required?',
  ])('%p asks it', (question) => {
    expect(asksWalkIns(question)).toBe(true);
  });

  it.each([
    "Where is your office? I'd like to stop by.",
    'Is there a charge if I show up after 6 to get my kid?',
    'Is your office near the USCIS building? I have my biometrics appointment there the same day.',
    'How do I make an appointment?',
    'How much notice do you need to cancel an appointment?',
  ])('%p does not', (question) => {
    expect(asksWalkIns(question)).toBe(false);
  });

  it("answers with the site's own line and cites its page", async () => {
    const statement = 'Walk-ins are welcome during open hours (Mon–Fri, 10 AM–6 PM).';
    const result = await new LocalAnswerProvider().answer(
      factInput('Do I need an appointment or can I just show up?', 'walkIns', [statement], returns),
    );
    expect(result).toMatchObject({ answered: true, answer: statement, sources: [FACTS_PAGE] });
  });

  it('declines when the site never says', async () => {
    const result = await new LocalAnswerProvider().answer(
      factInput('Do you take walk-ins or is it appointment only?', 'walkIns', null, returns),
    );
    expect(result.answered).toBe(false);
  });
});

describe('whether the business takes new clients', () => {
  it.each([
    'are you taking on new clients right now?',
    'Is the practice accepting new patients?',
    'Do you have room for new students this fall?',
  ])('%p asks it', (question) => {
    expect(asksNewClients(question)).toBe(true);
  });

  it.each(['is there a form new clients have to fill out?', 'Do new clients get a discount?'])(
    '%p does not',
    (question) => {
      expect(asksNewClients(question)).toBe(false);
    },
  );

  it("answers with the site's own line", async () => {
    const statement = 'E&N Tax & Accounting is now welcoming new clients!';
    const result = await new LocalAnswerProvider().answer(
      factInput('are you taking on new clients right now?', 'newClients', [statement], returns),
    );
    expect(result).toMatchObject({ answered: true, answer: statement, sources: [FACTS_PAGE] });
  });
});

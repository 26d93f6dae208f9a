import { answerPassage, factInput, FACTS_PAGE } from './__fixtures__/answer-input.fixture';
import { asksLicenseNumber } from './license-number-answer';
import { LocalAnswerProvider } from './local-answer-provider';
import { asksPaymentMethods } from './payment-methods-answer';

const fees = answerPassage('Graceful Child Care', 'tuition', 'Tuition', 'Full-time care is $1,650 a month.');

describe('how the business takes payment', () => {
  it.each([
    'Can I pay tuition by credit card or Venmo?',
    'What payment methods do you accept?',
    'Can I pay with my Amex card?',
    'Do you take credit cards?',
  ])('%p asks it', (question) => {
    expect(asksPaymentMethods(question)).toBe(true);
  });

  it.each([
    'Can I pay your fee out of my refund instead of paying upfront?',
    'How much do I pay for a basic return?',
    'Do you offer payment plans?',
  ])('%p does not', (question) => {
    expect(asksPaymentMethods(question)).toBe(false);
  });

  it("answers with the site's own line, not the tuition fee, and cites its page", async () => {
    const statement = 'Tuition can be paid with cash or check.';
    const result = await new LocalAnswerProvider().answer(
      factInput('Can I pay tuition by credit card or Venmo?', 'paymentMethods', [statement], fees),
    );
    expect(result).toMatchObject({ answered: true, answer: statement, sources: [FACTS_PAGE] });
  });
});

describe("the business's licence", () => {
  it.each(["Are you guys licensed? What's the license number?", 'Is she licensed?'])(
    '%p asks it',
    (question) => {
      expect(asksLicenseNumber(question)).toBe(true);
    },
  );

  it.each([
    'When did he become a licensed attorney in Florida?',
    'Is there an actual licensed CPA at the firm? Who?',
  ])('%p does not', (question) => {
    expect(asksLicenseNumber(question)).toBe(false);
  });

  it("answers with the site's licence line", async () => {
    const statement = 'Maryland State Licensed Master Plumber #17734';
    const result = await new LocalAnswerProvider().answer(
      factInput("Are you guys licensed? What's the license number?", 'licenseNumber', [statement], fees),
    );
    expect(result).toMatchObject({ answered: true, answer: statement });
  });
});

describe("a professional's bar or registration number", () => {
  const attorneys = ['Austin Kim, J.D. — Cal Bar No. 242573.', 'Chris Song, J.D. — Cal Bar No. 337445.'];
  const ask = (question: string, statements: string[]) =>
    new LocalAnswerProvider().answer(factInput(question, 'licenseNumber', statements, fees));

  it.each(["What's his bar number?", "What's Juanita's CTEC number? I'd like to look her up."])(
    '%p asks it',
    (question) => {
      expect(asksLicenseNumber(question)).toBe(true);
    },
  );

  it("answers with the line naming the person asked about, of two attorneys'", async () => {
    const result = await ask(
      "I'd like to look up Chris Song on the State Bar website. What's his bar number?",
      attorneys,
    );
    expect(result).toMatchObject({ answered: true, answer: attorneys[1] });
  });

  it('answers with the only number the site gives, and declines when it gives several and the visitor does not say whose', async () => {
    expect(await ask("What's Juanita's CTEC number?", ['CTEC #A025860'])).toMatchObject({
      answered: true,
      answer: 'CTEC #A025860',
    });
    expect((await ask("What's his bar number?", attorneys)).answered).toBe(false);
    // A capital opening a sentence is no name, and a name is a whole word: Kim is not Kimberly.
    const others = ['Kimberly Ross — Cal Bar No. 111111.', 'Austin Lee — Cal Bar No. 222222.'];
    expect((await ask('Thanks. Is his bar number on file? I mean Mr Kim.', others)).answered).toBe(false);
  });
});

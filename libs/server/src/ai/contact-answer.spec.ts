import type { AnswerInput } from './answer-provider';
import { LocalAnswerProvider } from './local-answer-provider';

const input = (question: string, passages: AnswerInput['passages'] = []): AnswerInput => ({
  question,
  brandKey: 'cpa',
  assistantName: 'Assistant',
  contact: {
    phones: ['(657) 552-7639'],
    emails: ['info@firm.test'],
    addresses: ['12 Court Street, Brooklyn, NY 11201'],
  },
  passages,
});

const footer = {
  id: 'home',
  title: 'Home',
  url: 'https://firm.test/',
  heading: 'Contact',
  text: 'Home > Contact\n\nCall 657-552-7639 or write to info@firm.test.',
  score: 0.02,
};

const essay = {
  id: 'portal',
  title: 'Client portal',
  url: 'https://firm.test/portal',
  heading: 'Portal',
  text: 'Portal\n\nDocuments go through a secure portal, not scattered across texts and emails.',
  score: 0.03,
};

describe('questions that ask only how to reach the business', () => {
  const provider = new LocalAnswerProvider();

  it.each([
    ["what's the best email to reach you at?", 'info@firm.test'],
    ['Can I text you? What number?', '6575527639'],
    ['What is your phone number?', '6575527639'],
    ['Where is your office located?', '12 Court Street, Brooklyn, NY 11201'],
  ])('answers "%s" with the contact detail', async (question, fact) => {
    const result = await provider.answer(input(question, [essay, footer]));
    expect(result.answered).toBe(true);
    const answer = /^\d+$/.test(fact) ? result.answer.replace(/\D/g, '') : result.answer;
    expect(answer).toContain(fact);
  });

  it('cites the page that prints the detail', async () => {
    const result = await provider.answer(input('Can I text you? What number?', [essay, footer]));
    expect(result.sources.map((source) => source.url)).toContain('https://firm.test/');
  });

  it('leaves questions about someone or something else to the passages', async () => {
    for (const question of [
      "What is the admissions office's email?",
      'What number do I call for the IRS?',
      'How many offices do you have?',
    ]) {
      const result = await provider.answer(input(question, [essay]));
      expect(result.answer).not.toMatch(/^You can (email|call|find) us/);
    }
  });

  it('declines when the site gave no detail of that kind', async () => {
    const result = await provider.answer({
      ...input("What's your email?"),
      contact: { phones: ['(657) 552-7639'], emails: [], addresses: [] },
    });
    expect(result.answered).toBe(false);
  });
});

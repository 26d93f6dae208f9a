import { answerInput, answerPassage } from './__fixtures__/answer-input.fixture';
import { LocalAnswerProvider } from './local-answer-provider';

// A made-up firm's attorneys page: each attorney's card prints the same labels, so the words of a line
// cannot tell whose it is; only the name line above it can.
const attorneys = answerPassage(
  'Lane & Lane',
  'attorneys',
  'Attorneys',
  [
    'Attorneys',
    'Daniel J. Lane',
    'Licensed:\nState Bar of Texas, 1989',
    'Hometown:\nAustin, Texas',
    'Marta K. Lane',
    'Licensed:\nState Bar of Texas, 2004',
    'Hometown:\nEl Paso, Texas',
    'Our office is open Monday to Friday.',
  ].join('\n\n'),
);

describe('a question naming one of the people a page presents', () => {
  const provider = new LocalAnswerProvider();

  it("is answered from that person's part of the page", async () => {
    const marta = await provider.answer(answerInput('When was Marta Lane licensed?', [attorneys]));
    expect(marta.answer).toContain('2004');
    expect(marta.answer).not.toContain('1989');
    const daniel = await provider.answer(answerInput('When was Daniel licensed?', [attorneys]));
    expect(daniel.answer).toContain('1989');
    expect(daniel.answer).not.toContain('2004');
  });

  it('is answered from anywhere when it names everyone alike or no one', async () => {
    const both = await provider.answer(answerInput('When were the Lane attorneys licensed?', [attorneys]));
    expect(both.answer).toMatch(/1989|2004/);
    const hours = await provider.answer(answerInput('What days is the office open?', [attorneys]));
    expect(hours.answer).toContain('Monday to Friday');
  });
});

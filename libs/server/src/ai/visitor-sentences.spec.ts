import { visitorSentences } from './visitor-sentences';

describe('visitorSentences', () => {
  it('tells the sentences that ask from the statements around them', () => {
    expect(
      visitorSentences("I've got 3 employees. Can you handle their payroll? We pay them weekly."),
    ).toEqual([
      { text: "I've got 3 employees.", asks: false },
      { text: 'Can you handle their payroll?', asks: true },
      { text: 'We pay them weekly.', asks: false },
    ]);
  });

  it("does not end a sentence at a title's full stop", () => {
    expect(visitorSentences('Where did Dr. Yang get her degree?')).toEqual([
      { text: 'Where did Dr. Yang get her degree?', asks: true },
    ]);
  });
});

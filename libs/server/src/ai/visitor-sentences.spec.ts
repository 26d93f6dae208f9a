import { visitorSentences } from './visitor-sentences';

describe('visitorSentences', () => {
  it('tells the set-up before a question from the reason given after it', () => {
    expect(
      visitorSentences("I've got 3 employees. Can you handle their payroll? We pay them weekly."),
    ).toEqual([
      { text: "I've got 3 employees.", asks: false, leading: true },
      { text: 'Can you handle their payroll?', asks: true, leading: false },
      { text: 'We pay them weekly.', asks: false, leading: false },
    ]);
  });

  it("does not end a sentence at a title's full stop", () => {
    expect(visitorSentences('Where did Dr. Yang get her degree?')).toEqual([
      { text: 'Where did Dr. Yang get her degree?', asks: true, leading: false },
    ]);
  });
});

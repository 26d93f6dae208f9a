import { toldAndAsked, visitorSentences } from './visitor-sentences';

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

describe('toldAndAsked', () => {
  it('tells the story before a question run on after a comma or a dash', () => {
    expect(toldAndAsked('my feet are flat and my knees hurt, can you make custom shoe inserts?')).toEqual([
      { text: 'my feet are flat and my knees hurt', asks: false },
      { text: 'can you make custom shoe inserts?', asks: true },
    ]);
    expect(toldAndAsked("I'm a realtor - do you work with people in real estate?")).toEqual([
      { text: "I'm a realtor", asks: false },
      { text: 'do you work with people in real estate?', asks: true },
    ]);
  });

  it('keeps a question that refers back to the story whole', () => {
    const question = "I've got a herniated disc, do you have any special equipment for that?";
    expect(toldAndAsked(question)).toEqual([{ text: question, asks: true }]);
  });
});

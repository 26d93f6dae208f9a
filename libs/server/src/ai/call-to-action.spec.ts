import { answerInput, answerPassage } from './__fixtures__/answer-input.fixture';
import { asksWhatToDo, isCallToAction } from './call-to-action';
import { LocalAnswerProvider } from './local-answer-provider';

describe('a button or link blurb', () => {
  it.each([
    'Read all 39 reviews on Google',
    'Book a free consultation with our founder to map your path.',
    'Explore our selection of premium shisha flavours and refreshments.',
    "Find out if you're eligible for record expungement.",
    '- Submit a quote request with your vehicle and photos.',
  ])('%s tells the visitor where to go', (line) => {
    expect(isCallToAction(line)).toBe(true);
  });

  it.each([
    'Our clients rate us 4.8 stars across 39 Google reviews.',
    'Reading lessons start at 9:30 on Saturdays.',
    'Booking is required for every visit.',
    'We check every return twice before it is filed.',
  ])('%s states a fact', (line) => {
    expect(isCallToAction(line)).toBe(false);
  });

  it('knows when the visitor asks what to do', () => {
    expect(asksWhatToDo('How can I check where my refund is?')).toBe(true);
    expect(asksWhatToDo('Anything I should check before I call?')).toBe(true);
    expect(asksWhatToDo('How are your reviews on Google?')).toBe(false);
  });
});

// A made-up tax practice: the home page's reviews button repeats the question's words; the reviews page
// says what they are.
const home = answerPassage(
  'Lakeside Tax',
  'home',
  'What clients say',
  ['Read all 39 reviews on Google', 'Call us today for a free quote.'].join('\n\n'),
);
const reviews = answerPassage(
  'Lakeside Tax',
  'reviews',
  'Reviews',
  "Our clients rate us 4.8 stars across 39 Google reviews. Here's a sample of what they've said.",
);

describe('asking about something a button links to', () => {
  it('answers with the statement, not the button', async () => {
    const result = await new LocalAnswerProvider({ threshold: 0 }).answer(
      answerInput('How are your reviews on Google?', [home, reviews]),
    );
    expect(result.answered).toBe(true);
    expect(result.answer).toContain('4.8 stars');
    expect(result.answer).not.toContain('Read all 39 reviews');
  });
});

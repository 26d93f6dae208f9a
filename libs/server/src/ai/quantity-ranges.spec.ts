import { answerInput, answerPassage } from './__fixtures__/answer-input.fixture';
import { selectEvidence } from './answer-selection';
import { DEFAULT_LOCAL_ANSWER_OPTIONS, renderExtract } from './local-answer-provider';
import { questionQuantities, rangeFit } from './quantity-ranges';

describe('the visitor’s number against the ranges a line prints', () => {
  it.each([
    [
      'I live about 20 miles away, is there a travel charge?',
      'Distance: 15 – 30 miles | Travel Fee: $15',
      'inside',
    ],
    [
      'I live about 20 miles away, is there a travel charge?',
      'Distance: 0 – 15 miles | Travel Fee: Free',
      'outside',
    ],
    [
      "I'm 60 miles away, can you still come?",
      'Distances beyond 45 miles may be available by special arrangement.',
      'inside',
    ],
    ['What do you add for an 8pm start?', 'Start Time: 8:00 PM – 9:00 PM | Surcharge: +$30', 'inside'],
    ['What do you add for an 8pm start?', 'Start Time: 7:00 PM – 8:00 PM | Surcharge: +$20', 'outside'],
    ['How much extra is a 7:30 pm appointment?', 'Start Time: 7:00 PM – 8:00 PM | Surcharge: +$20', 'inside'],
    ['Can I book a party for 6 kids?', 'Parties for 4-8 guests are $150.', 'inside'],
    ['Can I book a party for 12 kids?', 'Groups of 10 or more get 10% off.', 'inside'],
    ['Is there a discount for 3 people?', 'Groups of 10 or more get 10% off.', 'outside'],
  ])('"%s" against "%s": %s', (question, text, fit) => {
    expect(rangeFit(text, questionQuantities(question))).toBe(fit);
  });

  it.each([
    ['How much is an hour of Swedish massage?', '60 Minute Session · 1 hour · From $130', 'inside'],
    ['How much is an hour of Swedish massage?', '120 Minute Session · 2 hours · From $230', 'outside'],
    [
      'How much is an hour of Swedish massage?',
      '90 Minute Session · 1 hour 30 minutes · From $180',
      'outside',
    ],
    ["What's the price for a 90 minute deep tissue?", '90 Minute Session · 1 hour 30 minutes', 'inside'],
    ['how much for a two hour session', '120 Minute Session · 2 hours', 'inside'],
    ['How much is half an hour?', '30 minutes $45', 'inside'],
  ])('a length of time: "%s" against "%s": %s', (question, text, fit) => {
    expect(rangeFit(text, questionQuantities(question))).toBe(fit);
  });

  it('compares nothing when the question gives no number or the line prints no range of its kind', () => {
    expect(rangeFit('Distance: 15 – 30 miles', questionQuantities('Is there a travel charge?'))).toBe('none');
    expect(
      rangeFit('We are open 9am-5pm.', questionQuantities('I live 20 miles away, do you come to me?')),
    ).toBe('none');
  });

  it('reads no range in a phone number or a date', () => {
    const twenty = questionQuantities('I live 20 miles away');
    expect(rangeFit('Call (626) 357-2222 or 206-458-9932.', twenty)).toBe('none');
    expect(rangeFit('Updated 2024-05-01.', twenty)).toBe('none');
  });
});

describe('a fee table answered by the row holding the visitor’s number', () => {
  const fees = answerPassage(
    'Lakeside Piano Tuning',
    'fees',
    'Travel fees',
    [
      'Travel fees depend on the distance to your home.',
      '',
      'Distance: 0 – 10 miles | Travel fee: Free',
      'Distance: 10 – 25 miles | Travel fee: $20',
      'Distance: 25 – 40 miles | Travel fee: $35',
    ].join('\n'),
  );

  it.each([
    ['I live about 18 miles away, what is the travel fee?', '$20'],
    ["We're 30 miles out, what's the travel fee?", '$35'],
    ['What is the travel fee if I live 5 miles away?', 'Free'],
  ])('"%s" → %s', (question, fee) => {
    const extract = selectEvidence(answerInput(question, [fees]), DEFAULT_LOCAL_ANSWER_OPTIONS);
    expect(renderExtract(extract.evidence)).toContain(`Travel fee: ${fee}`);
  });
});

describe('a price card answered whole', () => {
  const sessions = answerPassage(
    'Lakeside Massage',
    'swedish',
    'Swedish Massage',
    [
      'Gentle, flowing strokes for deep relaxation.',
      '60 Minute Session',
      '1 hour',
      'From $120',
      '90 Minute Session',
      '1 hour 30 minutes',
      'From $170',
      '120 Minute Session',
      '2 hours',
      'From $220',
    ].join('\n\n'),
  );

  it.each([
    ['How much is an hour of Swedish massage?', 'From $120'],
    ["What's the price for a 90 minute Swedish?", 'From $170'],
    ['How much is a two hour Swedish massage?', 'From $220'],
  ])('"%s" → the card with %s, its name and length included', (question, price) => {
    const extract = selectEvidence(answerInput(question, [sessions]), DEFAULT_LOCAL_ANSWER_OPTIONS);
    const answer = renderExtract(extract.evidence);
    expect(answer).toContain(price);
    expect(answer).toMatch(/Minute Session/);
  });
});

import { contrasting } from './contrasting-words';

describe('contrasting', () => {
  it.each([
    ['What time do you open on Saturday?', 'What time do you close on Saturday?'],
    ['When does school start?', 'When does school end?'],
    ['Are you open on Saturdays?', 'Are you open on Sundays?'],
    ['When is drop-off?', 'When is pick-up?'],
    ['What is the minimum order?', 'What is the maximum order?'],
  ])('tells apart "%s" and "%s"', (left, right) => {
    expect(contrasting(left, right)).toBe(true);
    expect(contrasting(right, left)).toBe(true);
  });

  it.each([
    ['Do you sell gift cards?', 'Can I buy a gift card from you?'],
    ['When does school start?', 'What time does school begin?'],
    ['Are you open on Saturday?', 'Are you open on Saturdays and Sundays?'],
    ['What are your opening hours?', 'When do you open?'],
  ])('leaves "%s" and "%s" to their meaning', (left, right) => {
    expect(contrasting(left, right)).toBe(false);
  });
});

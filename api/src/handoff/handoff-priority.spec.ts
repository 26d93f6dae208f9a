import { handoffPriority } from './handoff-priority';

describe('handoffPriority', () => {
  it.each([
    ['This is urgent, our order is for tomorrow', undefined],
    ['Please call me ASAP', undefined],
    ['I need an answer today', undefined],
    ['Your answers are useless and I am frustrated', undefined],
    [undefined, 'This is terrible, my cake never arrived'],
  ])('"%s" (last question "%s") is high', (message, lastQuestion) => {
    expect(handoffPriority(message, lastQuestion)).toBe('high');
  });

  it.each([
    ['I have a question about a wedding cake', 'Do you make wedding cakes?'],
    [undefined, 'What are your opening hours?'],
    ['Thanks, great help so far', undefined],
    [undefined, undefined],
  ])('"%s" (last question "%s") is normal', (message, lastQuestion) => {
    expect(handoffPriority(message, lastQuestion)).toBe('normal');
  });

  it.each(['No rush, whenever you get a chance', 'It is not urgent', 'Please reply at your convenience'])(
    '"%s" is low, even after an urgent-sounding question',
    (message) => {
      expect(handoffPriority(message, 'I need this today')).toBe('low');
    },
  );
});

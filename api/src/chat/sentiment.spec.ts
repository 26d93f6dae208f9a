import { sentimentScore } from './sentiment';

describe('sentimentScore', () => {
  it('reads thanks as positive, complaints as negative, questions as neutral', () => {
    expect(sentimentScore('Thanks, that was really helpful!')).toBeGreaterThan(0.5);
    expect(sentimentScore('This is useless and wrong')).toBeLessThan(-0.5);
    expect(sentimentScore('What time does school start?')).toBe(0);
  });

  it('flips a negated word', () => {
    expect(sentimentScore('that was not helpful')).toBeLessThan(0);
  });
});

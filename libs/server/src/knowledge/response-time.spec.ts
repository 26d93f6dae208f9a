import { statesResponseTime } from './response-time';

describe('how soon the business answers', () => {
  it.each([
    'We will respond within 1 business day.',
    '- ✓Response within 1 business day',
    'We usually reply the same day — often within the hour during business hours.',
    'We typically responds within 24-48 business hours',
    'An experienced accountant is on hand to take your call; otherwise we will reply to your message within 24 hours.',
    "Send us a message and we'll get back to you the next business day.",
  ])('reads %p', (sentence) => {
    expect(statesResponseTime(sentence)).toBe(true);
  });

  it.each([
    "Apply below and we'll be in touch within 24–48 hours.",
    'We aim to respond to accessibility feedback within 5 business days.',
    'We will then provide a written response within 30 days of our receipt of the request.',
    'The redness usually subsides within 24-48 hours.',
    'Please respond to the IRS letter quickly.',
  ])('does not read %p', (sentence) => {
    expect(statesResponseTime(sentence)).toBe(false);
  });
});

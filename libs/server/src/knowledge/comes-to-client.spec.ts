import { statesComesToClient } from './comes-to-client';

describe('whether the business comes to its clients', () => {
  it.each([
    'We Come To You',
    'Wherever You Park, We Can Come To You.',
    'Premium mobile detailing delivered throughout Alameda, Oakland, San Francisco and the Bay Area.',
    'Luxury in-home massage therapy tailored to your needs.',
    'House calls are available by pre-arranged appointment only.',
    'Our tutors travel to your home anywhere in Santa Clara County.',
  ])('reads %p as saying so', (sentence) => {
    expect(statesComesToClient(sentence)).toBe(true);
  });

  it.each([
    'A digital accounting firm, designed to provide a seamless experience from the comfort of your home.',
    'Download our mobile app to book a lesson.',
    'Come to our office at 12 Main Street.',
    '© 2026 Enhance My Ride Auto Spa & Mobile Detailing.',
  ])('does not read %p as saying so', (sentence) => {
    expect(statesComesToClient(sentence)).toBe(false);
  });
});

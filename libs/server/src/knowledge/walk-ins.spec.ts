import { statesWalkInPolicy, walkInPolicy } from './walk-ins';

describe('whether the business takes visitors without an appointment', () => {
  it.each([
    'Walk-ins welcome',
    'Walk-ins are welcome during open hours (Mon–Fri, 10 AM–6 PM).',
    'Call ahead or walk in during open hours.',
    'We accept walk-ins and appointments.',
    'No appointment necessary.',
    'By appointment only',
    'We see clients by appointment only.',
    'Friendly staff, by appointment only.',
  ])('reads %p as saying so', (sentence) => {
    expect(statesWalkInPolicy(sentence)).toBe(true);
  });

  it.each([
    'We build walk-in closets and walk-in showers.',
    'Evening and weekend consultations available by appointment only.',
    'House calls are available by pre-arranged appointment only.',
    'Instructors are available to speak with you by appointment only.',
    'Book an appointment online.',
    'Saturday: by appointment only',
  ])('does not read %p as saying so', (sentence) => {
    expect(statesWalkInPolicy(sentence)).toBe(false);
  });

  it('tells a welcome to walk-ins from appointments only', () => {
    expect(walkInPolicy('Call ahead or walk in during open hours.')).toBe('walk-ins');
    expect(walkInPolicy('No appointment necessary.')).toBe('walk-ins');
    expect(walkInPolicy('We see clients by appointment only.')).toBe('appointment only');
  });
});

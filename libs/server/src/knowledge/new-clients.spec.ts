import { statesNewClientsPolicy } from './new-clients';

describe('whether the business takes new clients', () => {
  it.each([
    'E&N Tax & Accounting is now welcoming new clients!',
    'Accepting new patients',
    'New students are always welcome.',
    'We are not accepting new clients at this time.',
    'Charlie works with students from a number of Bay Area schools, and accepts new students from any location.',
  ])('reads %p as saying so', (sentence) => {
    expect(statesNewClientsPolicy(sentence)).toBe(true);
  });

  it.each([
    'New patients: please download the intake form before your visit.',
    'New clients receive a 10% discount on their first return.',
    'We help new business owners choose an entity.',
  ])('does not read %p as saying so', (sentence) => {
    expect(statesNewClientsPolicy(sentence)).toBe(false);
  });
});

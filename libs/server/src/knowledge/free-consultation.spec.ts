import { offersFreeConsultation } from './free-consultation';

describe('free consultation offers', () => {
  it.each([
    'Initial Consultation - FREE',
    'Contact our office today by phone or email to schedule a free, confidential consultation.',
    'Your free strategy session is waiting',
    'H&H Law offers a free initial consultation to evaluate your immigration situation.',
    'The lawyers at Smith & Smith offer free initial consultations.',
    'For a free intake assessment and consultation, click the button below.',
    'The initial consultation is free and you will not be charged.',
  ])('reads %p as an offer', (sentence) => {
    expect(offersFreeConsultation(sentence)).toBe(true);
  });

  it.each([
    "We provide a free thorough 'puppy parenting' consultation for every new puppy.",
    'Complimentary Dental Check',
    'Feel free to contact us for a tax planning consultation before 30 June.',
    'One-hour consultations are available for $300.',
    'The consultation is not free: it is billed at our hourly rate.',
  ])('does not read %p as an offer', (sentence) => {
    expect(offersFreeConsultation(sentence)).toBe(false);
  });
});

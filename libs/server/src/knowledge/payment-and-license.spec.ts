import { statesLicenseNumber } from './license-number';
import { statesPaymentMethods } from './payment-methods';

describe('how the business takes payment', () => {
  it.each([
    'We accept cash, checks, Zelle, Venmo, and Cash App.',
    'Tuition can be paid with cash or check.',
    'We accept all major credit/debit cards and cash payments.',
    'Cash, check, Zelle®, Venmo®, and Cash App accepted.',
    'We accept cash, checks, debit cards,Visa, Mastercard, American Express and Discover cards.',
  ])('reads %p', (sentence) => {
    expect(statesPaymentMethods(sentence)).toBe(true);
  });

  it.each([
    'If you paid a contractor by credit card or PayPal, you generally don’t issue a 1099.',
    'Banks often refuse to refund Zelle fraud by claiming you authorized the transfer.',
    'Dental health checks are complimentary.',
  ])('does not read %p', (sentence) => {
    expect(statesPaymentMethods(sentence)).toBe(false);
  });
});

describe("the business's licence number", () => {
  it.each([
    'Maryland State Licensed Master Plumber #17734',
    'Victoria Ames — Owner and LMT WA LIC #MA61445980',
  ])('reads %p', (sentence) => {
    expect(statesLicenseNumber(sentence)).toBe(true);
  });

  it.each(['Fully licensed and insured.', 'Call 443-789-2897 to book.'])('does not read %p', (sentence) => {
    expect(statesLicenseNumber(sentence)).toBe(false);
  });
});

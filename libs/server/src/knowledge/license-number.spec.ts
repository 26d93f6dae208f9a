import { licenseNumberOf, statesLicenseNumber } from './license-number';

describe('licence and registration numbers', () => {
  it.each([
    ['Maryland State Licensed Master Plumber #17734', '17734'],
    ['Victoria Ames — Owner and LMT WA LIC #MA61445980', 'MA61445980'],
    ['Austin Kim, J.D. — Cal Bar No. 242573.', '242573'],
    ['- Florida Bar No.127349', '127349'],
    ['State Bar of Texas #24126008.', '24126008'],
    ['CTEC #A025860', 'A025860'],
  ])('reads %p with its number', (sentence, number) => {
    expect(statesLicenseNumber(sentence)).toBe(true);
    expect(licenseNumberOf(sentence)).toBe(number);
  });

  it.each([
    'Admitted to the Florida Bar 2017 and to the Southern District in 2018.',
    'We are licensed and insured.',
    'Sapphire Lounge bar menu: 12 cocktails from $9.',
  ])('does not read %p as a numbered licence', (sentence) => {
    expect(statesLicenseNumber(sentence)).toBe(false);
  });
});

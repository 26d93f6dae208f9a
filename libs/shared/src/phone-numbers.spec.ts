import { phoneFromTel, phonesInText, samePhone } from './phone-numbers';

describe('phonesInText', () => {
  it.each([
    ['a UK landline with its area code', 'Call 01792 555888 today', ['01792 555888']],
    ['a UK number with the country code', 'Phone: +44 1792 555888', ['+44 1792 555888']],
    ['a country code with the trunk 0 in brackets', 'Tel +44 (0)1792 555888.', ['+44 (0)1792 555888']],
    ['a London number', 'Ring 020 7946 0958 or 07700 900123', ['020 7946 0958', '07700 900123']],
    ['an area code in brackets', 'Tel (01792) 555888', ['(01792) 555888']],
    ['a French number', 'Appelez le 01 42 68 53 00', ['01 42 68 53 00']],
    ['an Australian number', 'Call (02) 9876 5432', ['(02) 9876 5432']],
    ['a German number with the country code', 'Telefon +49 30 1234567', ['+49 30 1234567']],
    ['a US number', 'Call (503) 217-4065 or 503.217.4066', ['(503) 217-4065', '(503) 217-4066']],
    ['a US number with +1', 'Call +1 503 217 4065', ['(503) 217-4065']],
    [
      'a US number with spaced dashes',
      'Phone +1 (346) 475 - 5148 or 346 - 475 - 5149',
      ['(346) 475-5148', '(346) 475-5149'],
    ],
  ])('reads %s', (_name, text, phones) => {
    expect(phonesInText(text)).toEqual(phones);
  });

  it('leaves out ids, dates, ISBNs, times, prices and bare runs of digits', () => {
    const text = [
      'Order 2024-555-1234, ISBN 978-0-306-40615-7, booked 05.11.2024 and 01 02 2024.',
      'Open 5:00 PM - 2:00 AM. Reference 01792555888. Price £0.99, item 0.123.456.',
    ].join('\n');
    expect(phonesInText(text)).toEqual([]);
  });

  it('leaves out fax numbers and template numbers', () => {
    expect(phonesInText('Fax: 01792 555889. Fax +44 1792 555889')).toEqual([]);
    expect(phonesInText('Our telephone number is (775) 782-5143. Our FAX number is (775) 782-2305.')).toEqual(
      ['(775) 782-5143'],
    );
    expect(phonesInText('Call (555) 555-5555, 0000 000000 or 0123 456789')).toEqual([]);
  });
});

describe('phoneFromTel', () => {
  it('formats North American numbers and keeps others as written', () => {
    expect(phoneFromTel('tel:+15032174065')).toEqual(['(503) 217-4065']);
    expect(phoneFromTel('tel:+44%201792%20555888')).toEqual(['+44 1792 555888']);
    expect(phoneFromTel('tel:01792555888')).toEqual(['01792555888']);
    expect(phoneFromTel('tel:123')).toEqual([]);
  });
});

describe('samePhone', () => {
  it('matches a national number with the same number written with its country code', () => {
    expect(samePhone('01792 555888', '+44 1792 555888')).toBe(true);
    expect(samePhone('+44 (0)1792 555888', '01792 555888')).toBe(true);
    expect(samePhone('(503) 217-4065', '+1 503 217 4065')).toBe(true);
    expect(samePhone('01792 555888', '01792 555889')).toBe(false);
  });
});

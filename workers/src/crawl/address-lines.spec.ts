import { addressLines, hasStreet } from './address-lines';

describe('addressLines', () => {
  it.each([
    ['a UK street without a number', 'Wind Street, Swansea, Wales'],
    ['a UK address with a postcode', '12 High Street, Oxford OX1 4AA'],

    ['a German address', 'Hauptstraße 5, 10115 Berlin'],
    ['a French address', 'Rue de Rivoli 10, 75001 Paris'],
    ['a US address', '40 Water St, Mystic, CT 06355'],
  ])('reads %s written on one line', (_name, line) => {
    expect(addressLines(['Find us', line, 'Opening Hours'])).toEqual([line]);
  });

  it('leaves the business or building name before the street out', () => {
    expect(addressLines(['The Old Mill, 4 Mill Lane, Bath BA1 1AA', 'Harbour Club, 1 Quay Road'])).toEqual([
      '4 Mill Lane, Bath BA1 1AA',
      '1 Quay Road',
    ]);
  });

  it('drops a label before the address', () => {
    expect(addressLines(['Address: Wind Street, Swansea, Wales'])).toEqual(['Wind Street, Swansea, Wales']);
  });

  it('joins a street line with the town and postcode lines after it, and stops at the postcode', () => {
    expect(addressLines(['12 High Street', 'Oxford', 'OX1 4AA', 'Oxfordshire Tours'])).toEqual([
      '12 High Street, Oxford, OX1 4AA',
    ]);
  });

  it('reads a post office box with the town and ZIP after it as a mailing address', () => {
    expect(addressLines(['817-877-5750', 'PO Box 121175', 'Fort Worth, TX 76121', 'Business Hours'])).toEqual(
      ['PO Box 121175, Fort Worth, TX 76121'],
    );
    expect(addressLines(['P.O. Box 370, Burgess, VA 22432'])).toEqual(['P.O. Box 370, Burgess, VA 22432']);
  });

  it('reads two addresses written one after the other as two', () => {
    expect(
      addressLines([
        '400 Sterling Drive',
        'Orchard Park, NY 14127',
        '2954 Seneca Street',
        'West Seneca, NY 14224',
      ]),
    ).toEqual(['400 Sterling Drive, Orchard Park, NY 14127', '2954 Seneca Street, West Seneca, NY 14224']);
  });

  it.each([
    [
      'an Indian address by plot number',
      'Plot No. 8, Jay Ganesh Colony No. 1, Shramik Nagar, Satpur, Nashik, Maharashtra 422007',
    ],
    [
      'an Indian address by floor and building',
      '2nd floor, Lakshmidevi Complex, 80 Ft Rd, Vishweshwaraiah Road, 6th Stage, Phase 2, BTM Layout, Bengaluru, Karnataka 560076',
    ],
    ['a postcode written with a dash', '#12, 3rd Cross, Indiranagar, Bengaluru - 560038'],
  ])('reads %s, closed by its six-digit postcode', (_name, line) => {
    expect(addressLines(['Reach us', line, '+91 88500 75624'])).toEqual([line]);
  });

  it('takes no list of numbers or clauses ending in six digits for an address', () => {
    expect(
      addressLines([
        '2 adults, 3 children, total 100000',
        '3 reasons we grew, and why you should join us, since 2019 we served 120000',
        'Call 98450, Ask for Ravi, Quote 560076',
      ]),
    ).toEqual([]);
  });

  it('leaves prose, headings and a street followed by headings alone', () => {
    expect(
      addressLines([
        'We moved from Castle Street, Swansea last year, and love it here.',
        'Wind Street',
        'Opening Hours',
        'Monday: Closed',
        'Main Street Diner, Best Burgers, Every Day',
      ]),
    ).toEqual([]);
  });
});

describe('hasStreet', () => {
  it('tells an address with a named street from one without', () => {
    expect(hasStreet('Wind Street, Swansea')).toBe(true);
    expect(hasStreet('Swansea, Wales')).toBe(false);
  });
});

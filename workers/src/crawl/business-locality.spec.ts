import { localitiesIn } from './business-locality';

describe('the town a business names as its base', () => {
  it('reads a line that is only a town and its state, and "based in" a town', () => {
    expect(localitiesIn([], ['Chris Dykstra, EA', 'Somerset, Kentucky', 'chris@tax.test'])).toEqual([
      'Somerset, Kentucky',
    ]);
    expect(localitiesIn(['Mobile massage serving the Puget Sound area', 'Based in Bonney Lake, WA'])).toEqual(
      ['Bonney Lake, WA'],
    );
    expect(localitiesIn(['We are located in St. Louis, MO 63101 and serve the metro area.'])).toEqual([
      'St. Louis, MO',
    ]);
  });

  it('reads a bare town only as the whole text of an element, not inside a line of several details', () => {
    expect(localitiesIn(['chris@tax.test LinkedIn Profile Somerset, Kentucky'])).toEqual([]);
  });

  it('leaves out where the business works rather than where it is, and non-places', () => {
    expect(
      localitiesIn(
        [],
        [
          'Serving Tulsa, OK',
          'Proudly serving Pulaski County, Kentucky',
          'Licensed in New York, NJ and CT since 2001',
          'Smith, Jones and Partners',
          'Copyright 2024 Acme, Texas',
        ],
      ),
    ).toEqual([]);
  });

  it('keeps each town once', () => {
    expect(localitiesIn(['Based in Somerset, Kentucky'], ['Somerset, Kentucky'])).toEqual([
      'Somerset, Kentucky',
    ]);
  });
});

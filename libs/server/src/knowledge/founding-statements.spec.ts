import { foundingYear, isFoundingStatement } from './founding-statements';

describe('founding statements', () => {
  it.each([
    'Founded in 2013, Graceful Child Care is a family day care where every child can grow and learn.',
    'Cincinnati School of Music opened in 2012 with one location in Olde Montgomery.',
    'Cincinnati School of Music — Est. 2012',
    'EST. 2025',
    'Established 2024',
    'Local Music Lessons Since 2012',
    'Owned and operated by Bryant and his son Christopher since 2003.',
    'The original “Guillotine Headcutters” opened its doors in 1970.',
    'Dr Robert Gropel (and his late wife Marisa) founded the Ivanhoe East Veterinary Hospital in Feb 2014.',
    "Since our firm's establishment in 1966, we have compiled an outstanding record of success.",
    'Grand Opening of Balance Chiropractic Office. Saturday, July 28th, 2007',
    'Serving Montgomery, Blue Ash, and the north Cincinnati suburbs since 2012.',
  ])('reads %p as when the business began', (sentence) => {
    expect(isFoundingStatement(sentence, 2026)).toBe(true);
  });

  it.each([
    'She began teaching at the music school in 2005 and became the owner in 2010.',
    'He then graduated with honors from Western States Chiropractic College in 1988.',
    'Brooklyn has been our legendary head nurse and practice manager since 2017.',
    'Lynne Fitzpatrick, the third and current owner since 1997, had been an employee for fifteen years.',
    'Paige, a partner at the firm, has been supporting clients in the community since 2001.',
    'Registration for the 2025 spring session opened in January 2025 and closes soon.',
    'The new tax rules started in 2018 for most filers.',
    'Our new location opens in 2031.',
    'I have been living in Seattle since 2004.',
    'Deadline | November 13, 2022 @ 11:59pm EST',
    'Tax returns & supporting documents: keep them at least 3 years.',
  ])('does not read %p as when the business began', (sentence) => {
    expect(isFoundingStatement(sentence, 2026)).toBe(false);
  });

  it('names the year of the beginning', () => {
    expect(foundingYear('Grand Opening of Balance Chiropractic Office. Saturday, July 28th, 2007')).toBe(
      '2007',
    );
    expect(foundingYear('Since 2012')).toBe('2012');
  });
});

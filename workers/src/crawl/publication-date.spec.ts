import { opensWithPublicationDate } from './publication-date';

const page = (...texts: string[]) => texts.map((text) => ({ text }));

describe('opensWithPublicationDate', () => {
  it.each([
    'May 11, 2023',
    'Posted June 28, 2023',
    'Published on 3 March 2024',
    'Tuesday, January 10th, 2022',
    'By Ken Koh | Mar. 2, 2026',
  ])('reads "%s" under the title as a post\'s date', (line) => {
    expect(
      opensWithPublicationDate(page('', `${line}\n\nThe 2023 Federal Budget is a tame, prudent budget.`)),
    ).toBe(true);
  });

  it.each([
    'We have helped Melbourne families with their tax since 2009.',
    'Fall 2023: First Day of School: September 6, 2023',
    'Open House: Saturday, May 11, 2023 from 10am to 2pm',
    '2023-2024 Tuition',
  ])('does not take a business page opening with "%s" for a post', (line) => {
    expect(opensWithPublicationDate(page(`${line}\nMore about us.`))).toBe(false);
  });

  it('reads the first line under the main heading, past a banner above it', () => {
    const post = [
      { text: '0404 362 268 - CALL US NOW\n\nYour Trusted Tax Accountants', level: 0 },
      { text: 'May 11, 2023\n\nThe 2023 Federal Budget is a tame, prudent budget.', level: 1 },
    ];
    expect(opensWithPublicationDate(post)).toBe(true);
  });

  it('reads only the first line of the content', () => {
    expect(opensWithPublicationDate(page('Our services\nMay 11, 2023'))).toBe(false);
    expect(opensWithPublicationDate([])).toBe(false);
  });
});

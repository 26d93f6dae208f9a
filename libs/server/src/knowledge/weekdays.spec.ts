import { stem } from './stemmer';
import { weekdayStems, withWeekdaysSpelledOut } from './weekdays';

const days = (...names: string[]): string[] => names.map((name) => stem(name));

describe('weekdayStems', () => {
  it.each([
    ['Fri: 9am-4pm', days('friday')],
    ['Sun: Closed', days('sunday')],
    ['THURS: 1-6:30pm', days('thursday')],
    ['Tues. 1-6:30pm', days('tuesday')],
    ['Sat 9am-1pm', days('saturday')],
    ['Mon, Wed & Fri 9-5', days('monday', 'wednesday', 'friday')],
    ['Sat & Sun by appointment', days('saturday', 'sunday')],
    ['Open Tuesdays and Thursdays', days('tuesday', 'thursday')],
    // Alone on its line, over the line with its hours.
    ['SUN', days('sunday')],
    ['Tue.', days('tuesday')],
  ])('reads the days of "%s"', (text, expected) => {
    expect(weekdayStems(text)).toEqual(expected);
  });

  it.each([
    ['Monday - Friday: 8-5', days('monday', 'tuesday', 'wednesday', 'thursday', 'friday')],
    ['Mon-Fri 9-5', days('monday', 'tuesday', 'wednesday', 'thursday', 'friday')],
    ['Thursday through Saturday', days('thursday', 'friday', 'saturday')],
    ['Fri - Mon', days('monday', 'friday', 'saturday', 'sunday')],
  ])('reads the range "%s" as every day in it', (text, expected) => {
    expect(weekdayStems(text)).toEqual(expected);
  });

  it.each([
    'Sun protection for sensitive skin',
    'They will wed in June',
    'mon ami',
    'Sat down with us',
    'sun',
  ])('does not read "%s" as naming a day', (text) => {
    expect(weekdayStems(text)).toEqual([]);
  });
});

describe('withWeekdaysSpelledOut', () => {
  it('adds the days an hours line names only by abbreviation or range', () => {
    expect(withWeekdaysSpelledOut('Mon-Wed: 9-5\nSat: 10-2')).toBe(
      'Mon-Wed: 9-5\nSat: 10-2\nmonday tuesday wednesday saturday',
    );
  });

  it('leaves text naming no day, or naming its days in full, as it is', () => {
    expect(withWeekdaysSpelledOut('Sun protection for sensitive skin')).toBe(
      'Sun protection for sensitive skin',
    );
    expect(withWeekdaysSpelledOut('Open Saturday and Sunday')).toBe('Open Saturday and Sunday');
  });
});

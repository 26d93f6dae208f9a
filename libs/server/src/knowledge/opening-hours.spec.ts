import { hoursLinesToShow, openingHoursBlocks } from './opening-hours';

describe('openingHoursBlocks', () => {
  it('reads a line of days and times beside the contact details, with no label', () => {
    const lines = [
      'Contact Information',
      '424 W49th St, 1A, New York, NY',
      '+1 (646) 287-9536',
      'Tuesday - Sunday, 9:00 am - 5:00 pm',
      'info@ny-go.org',
    ];
    expect(openingHoursBlocks(lines)).toEqual(['Tuesday - Sunday, 9:00 am - 5:00 pm']);
  });

  it('keeps a labelled week together, closed days and the holiday line included', () => {
    const lines = [
      'Office Hours',
      'Mon–Fri: 8:00 AM – 6:00 PM',
      'Sat: 9am - 1pm',
      'Sun: Closed',
      'Closed on major holidays',
      'Follow us on Facebook',
    ];
    expect(openingHoursBlocks(lines)).toEqual([
      'Office Hours\nMon–Fri: 8:00 AM – 6:00 PM\nSat: 9am - 1pm\nSun: Closed\nClosed on major holidays',
    ]);
  });

  it('pairs a line of days with the line of times under it, and reads a label on the same line', () => {
    expect(openingHoursBlocks(['Monday - Friday', '9am - 5pm', 'Call today'])).toEqual([
      'Monday - Friday\n9am - 5pm',
    ]);
    expect(openingHoursBlocks(['Hours: By appointment only'])).toEqual(['Hours: By appointment only']);
  });

  it('keeps a day whose line says what happens instead of times', () => {
    const lines = ['Hours', 'Monday – Friday', '9:00 AM – 6:00 PM', 'Sunday', 'Emergency calls only', 'Send'];
    expect(openingHoursBlocks(lines)).toEqual([
      'Hours\nMonday – Friday\n9:00 AM – 6:00 PM\nSunday\nEmergency calls only',
    ]);
  });

  it('reads "365 days a year" as the days a block of hours is open', () => {
    const lines = ['Our hours', 'Open Daily,', '365 days a year', '7:30am to 7:30pm', 'Check-out: 12pm.'];
    expect(openingHoursBlocks(lines)).toEqual(['Our hours\nOpen Daily,\n365 days a year\n7:30am to 7:30pm']);
  });

  it('takes no dates, phone numbers, prose or lone labels for hours', () => {
    expect(openingHoursBlocks(['Thanksgiving Break: November 22 - 26, 2023'])).toEqual([]);
    expect(openingHoursBlocks(['Call (646) 287-9536 or 646-287-9536'])).toEqual([]);
    expect(
      openingHoursBlocks([
        'Give us a call any Monday through Friday between 9am and 5pm and one of our friendly staff will help you book',
      ]),
    ).toEqual([]);
    expect(openingHoursBlocks(['Hours', 'We look forward to seeing you soon.'])).toEqual([]);
    expect(openingHoursBlocks(['Closed on major holidays'])).toEqual([]);
  });
});

describe('hoursLinesToShow', () => {
  it('leaves out a label line that says only "Hours", and keeps one that holds the hours', () => {
    expect(hoursLinesToShow('Hours\nBy Appointment Only')).toEqual(['By Appointment Only']);
    expect(hoursLinesToShow('Office Hours:\nMon–Fri: 9am–5pm\nSat: Closed')).toEqual([
      'Mon–Fri: 9am–5pm',
      'Sat: Closed',
    ]);
    expect(hoursLinesToShow('Hours: Mon-Fri 9am-5pm')).toEqual(['Hours: Mon-Fri 9am-5pm']);
  });

  it('joins a day printed on a line of its own to the hours under it', () => {
    expect(hoursLinesToShow('Hours\nSUN\nCLOSED\nTUE\n9am - 8pm')).toEqual(['SUN: CLOSED', 'TUE: 9am - 8pm']);
    expect(hoursLinesToShow('Monday – Friday\n9:00 AM – 6:00 PM\nSunday\nEmergency calls only')).toEqual([
      'Monday – Friday: 9:00 AM – 6:00 PM',
      'Sunday: Emergency calls only',
    ]);
  });
});

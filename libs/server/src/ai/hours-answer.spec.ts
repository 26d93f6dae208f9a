import type { AnswerInput } from './answer-provider';
import { LocalAnswerProvider } from './local-answer-provider';

const HOURS = 'Tuesday - Sunday, 9:00 am - 5:00 pm';

const input = (question: string, passages: AnswerInput['passages'] = []): AnswerInput => ({
  question,
  brandKey: 'edgpt',
  assistantName: 'Assistant',
  contact: {
    phones: ['(646) 287-9536'],
    emails: ['info@go.test'],
    addresses: ['424 W 49th St, New York, NY'],
    hours: [HOURS],
    sources: { hours: { title: 'Contact Us', url: 'https://go.test/contact-us.html' } },
  },
  passages,
});

/** A class timetable shares "days" and "hours" with the question, and its times are not opening hours. */
const timetable = {
  id: 'classes',
  title: 'Group Class',
  url: 'https://go.test/group-class.html',
  heading: 'Courses',
  text:
    'Group Class > Courses\n\nClass: Competition | Duration (hours): 2.5 | Day & Time: Friday 6:00 PM - 8:30 PM | ' +
    'Recommended Level: All | Tuition: 1628',
  score: 0.03,
};

const weekHours = {
  id: 'visit',
  title: 'Visit',
  url: 'https://go.test/visit.html',
  heading: 'Hours',
  text: 'Visit > Hours\n\nHours\nMon-Fri: 9am - 5pm\nSat: Closed',
  score: 0.03,
};

describe('questions that ask only when the business is open', () => {
  const provider = new LocalAnswerProvider();

  it.each([
    'What days and hours are you open?',
    'what are your hours?',
    'Are you open on Saturdays?',
    'What time do you close on weekdays?',
    'do you work sundays',
    'Are you guys around on weekends?',
  ])('%s is answered with the hours the contact page prints, and cites it', async (question) => {
    const result = await provider.answer(input(question, [timetable]));
    expect(result.answered).toBe(true);
    expect(result.answer).toContain(HOURS);
    expect(result.answer).not.toContain('Competition');
    expect(result.sources).toEqual([{ title: 'Contact Us', url: 'https://go.test/contact-us.html' }]);
  });

  it.each([
    'Can I get seen on a Saturday?',
    'Could I come in on a Thursday afternoon, say around 3:30?',
    'what time do you shut on a saturday',
    // The sentence saying why, and the reason after the ask, leave the ask about the hours.
    'I work all week. Could I come in on a Saturday morning to drop off my W-2s?',
    'I work weekdays. Can we meet on a Saturday or in the evening?',
    'I work all day, can I meet with a lawyer outside of regular office hours?',
  ])('%s asks when one can come, and is answered with the hours', async (question) => {
    const result = await provider.answer(input(question, [timetable]));
    expect(result.answered).toBe(true);
    expect(result.answer).toContain(HOURS);
  });

  it.each([
    // A second question the hours do not answer.
    'Can I come in on a Saturday? Do you do piercings for kids?',
    'Can I see the classroom on a Saturday tour?',
    // An emergency line is not in the opening hours.
    "It's 11pm and my dog is really unwell. Is there anyone I can call tonight?",
  ])('%s is not only a question about the hours', async (question) => {
    const result = await provider.answer(input(question, [timetable]));
    expect(result.answer).not.toContain(HOURS);
  });

  it('keeps a passage that prints hours itself', async () => {
    const result = await provider.answer(input('What are your hours?', [weekHours]));
    expect(result.answer).toContain('Mon-Fri: 9am - 5pm');
    expect(result.answer).not.toContain(HOURS);
  });

  it.each([
    'When did the school first open?',
    'When does registration for the fall classes open?',
    'What time does the tournament start?',
    'Do you work on hardwood floors?',
  ])('%s is not a question about opening hours', async (question) => {
    const result = await provider.answer(input(question, [timetable]));
    expect(result.answer).not.toContain(HOURS);
  });

  it('says nothing of hours when the site prints none', async () => {
    const noHours = input('What are your hours?', [timetable]);
    noHours.contact = { phones: ['(646) 287-9536'], emails: [], addresses: [] };
    const result = await provider.answer(noHours);
    expect(result.answer).not.toMatch(/opening hours/i);
  });
});

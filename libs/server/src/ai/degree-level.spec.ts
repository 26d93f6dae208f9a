import { answerInput, answerPassage } from './__fixtures__/answer-input.fixture';
import { askedDegreeLevel, degreeFit } from './degree-level';
import { LocalAnswerProvider } from './local-answer-provider';

describe('the degree a visitor asks where someone earned', () => {
  it.each([
    ['Where did Michael Smith get his law degree?', 'law'],
    ['What law school did Daniel go to?', 'law'],
    ['where did david go to college for his undergrad degree?', 'undergraduate'],
    ["Where did she get her bachelor's?", 'undergraduate'],
    ['Where did he get his MBA?', 'graduate'],
    ['Where did Dr. Yang train?', null],
  ])('%s → %s', (question, level) => {
    expect(askedDegreeLevel(question)).toBe(level);
  });

  it('is told apart in the lines of a bio', () => {
    expect(degreeFit('Law School: Georgetown, J.D., 1992', 'law')).toBe('asked');
    expect(degreeFit('College: Baylor University, BA, 1989', 'law')).toBe('other');
    expect(degreeFit('Board Certified: Personal Injury Trial Law', 'law')).toBe('none');
    expect(degreeFit('B.S., Michigan State University, 1983', 'undergraduate')).toBe('asked');
  });
});

// A made-up attorney's bio: a school for each degree, the undergraduate one first.
const bio = answerPassage(
  'Ortiz Law',
  'about',
  'About',
  [
    'Attorneys',
    'Helena R. Ortiz',
    'Born: 1971',
    'College: Rice University, BA, 1993',
    'Law School: Tulane, J.D., 1996',
    'Licensed: State Bar of Texas, 1996',
  ].join('\n\n'),
);

describe('a bio listing a school for each degree', () => {
  const provider = new LocalAnswerProvider();

  it('answers with the school of the degree asked about', async () => {
    const law = await provider.answer(answerInput('Where did Helena Ortiz get her law degree?', [bio]));
    expect(law.answer).toContain('Tulane');
    expect(law.answer).not.toContain('Rice');
    const college = await provider.answer(
      answerInput('Where did Helena go to college for her undergrad degree?', [bio]),
    );
    expect(college.answer).toContain('Rice');
  });
});

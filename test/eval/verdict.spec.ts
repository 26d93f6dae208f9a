import { includesPage, pageKey } from './page-path';
import { MAX_ANSWER_CHARS, judge } from './verdict';

describe('eval verdict', () => {
  const answered = (answer: string) => ({ answer, answered: true });

  it('counts an answer holding the fact as right, whatever its case and spacing', () => {
    expect(judge(['7:45'], answered('School starts at 7:45 AM.')).verdict).toBe('right');
    expect(judge(['Mrs. Jane  Doe'], answered('Our principal is MRS. JANE\nDOE.')).verdict).toBe('right');
    expect(judge(['$6,780', '6780'], answered('Tuition for grade 7 is **$6,780** a year.')).verdict).toBe(
      'right',
    );
    expect(judge(['7:45 am'], answered('Doors open at 7:45 **AM**.')).verdict).toBe('right');
  });

  it('folds typographic dashes and quotes on both sides', () => {
    expect(judge(['Grades 6-8'], answered('Grades 6–8 pay less.')).verdict).toBe('right');
    expect(judge(["St. Mary's"], answered('It is at St. Mary’s church.')).verdict).toBe('right');
    expect(judge(['Monday – Friday'], answered('Open Monday - Friday.')).verdict).toBe('right');
  });

  it('matches phone numbers by their digits, with or without a country code', () => {
    for (const answer of [
      'Call us at 716.555.0100.',
      'Call (716) 555-0100 today.',
      'Phone: +1 716 555 0100',
      'Phone: 716–555–0100',
    ])
      expect(judge(['(716) 555-0100'], answered(answer)).verdict).toBe('right');
    expect(judge(['555-0100'], answered('Call 716.555.0100'))).toEqual({ verdict: 'right' });
    expect(judge(['(716) 555-0100'], answered('Call (716) 555-0199.'))).toEqual({
      verdict: 'wrong',
      reason: 'missing-fact',
    });
    // Digits elsewhere in the answer are not a phone number.
    expect(judge(['716-555-0100'], answered('Open 7 to 16, 555 days, room 0100')).verdict).toBe('wrong');
  });

  it('counts an answer without the fact as wrong', () => {
    expect(judge(['7:45'], answered('School starts at 8:00.'))).toEqual({
      verdict: 'wrong',
      reason: 'missing-fact',
    });
  });

  it('counts an answer over 600 characters as wrong even when it holds the fact', () => {
    const long = `School starts at 7:45. ${'More about our day. '.repeat(40)}`;
    expect(long.length).toBeGreaterThan(MAX_ANSWER_CHARS);
    expect(judge(['7:45'], answered(long))).toEqual({ verdict: 'wrong', reason: 'too-long' });
    expect(judge(['7:45'], answered(long.slice(0, MAX_ANSWER_CHARS))).verdict).toBe('right');
  });

  it('tells declines of answerable questions from correct declines', () => {
    const decline = { answer: "I don't have that information.", answered: false };
    expect(judge(['7:45'], decline).verdict).toBe('declined');
    expect(judge([], decline).verdict).toBe('correctly-declined');
    expect(judge([], answered('Yes, we run a bus.')).verdict).toBe('answered-unanswerable');
  });
});

describe('eval page identity', () => {
  it('treats index pages, trailing slashes and .html as one page', () => {
    expect(pageKey('http://127.0.0.1:4000/')).toBe('/');
    expect(pageKey('http://127.0.0.1:4000/index.html')).toBe('/');
    expect(pageKey('/about.html')).toBe('/about');
    expect(pageKey('http://127.0.0.1:4000/about/')).toBe('/about');
    expect(pageKey('http://127.0.0.1:4000/about/index.html?x=1#team')).toBe('/about');
  });

  it('keeps hash routes apart and drops plain anchors', () => {
    expect(pageKey('http://127.0.0.1:4000/#/services')).toBe('/#/services');
    expect(pageKey('http://127.0.0.1:4000/index.html#!/services/')).toBe('/#/services');
    expect(pageKey('http://127.0.0.1:4000/#/')).toBe('/');
    expect(includesPage(['http://127.0.0.1:4000/#/contact'], '/#/services')).toBe(false);
    expect(includesPage(['http://127.0.0.1:4000/#/contact', null], '/#/contact')).toBe(true);
    expect(includesPage(['http://127.0.0.1:4000/#/contact'], '/')).toBe(false);
  });
});

import { stem } from '../knowledge/tokenizer';
import { passageUnits } from './passage-units';

const passage = (body: string) => ({
  id: 'home',
  title: 'Home',
  url: 'https://kl.test/',
  heading: 'Follow us',
  text: `Home > Follow us\n\n${body}`,
  score: 0.02,
});

describe('passageUnits', () => {
  it('reads a web address as the site it names, not as the words and numbers of its path', () => {
    const [unit] = passageUnits(
      passage(
        'Facebook: https://www.facebook.com/KL-Accountants-432814013868876 and www.ato.gov.au/individuals.',
      ),
      0,
    );
    expect(unit.text).toContain('https://www.facebook.com/KL-Accountants-432814013868876');
    expect([...unit.stems]).toEqual(expect.arrayContaining([stem('facebook'), stem('ato')]));
    expect(unit.stems.has(stem('accountants'))).toBe(false);
    expect(unit.stems.has('432814013868876')).toBe(false);
    expect(unit.stems.has(stem('individuals'))).toBe(false);
    expect(unit.sequences.text).not.toContain(stem('accountants'));
  });
});

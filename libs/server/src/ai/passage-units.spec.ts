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

  it("reads a stats strip's counter and its label as one line, but not a step number or a price", () => {
    const texts = (body: string) => passageUnits(passage(body), 0).map((unit) => unit.text);
    expect(
      texts(
        '2,000+\n\nEB-5 petitions processed\n\n98%\n\nClient satisfaction\n\n$800K\n\nMinimum investment',
      ),
    ).toEqual(['2,000+ EB-5 petitions processed', '98% Client satisfaction', '$800K Minimum investment']);
    expect(texts('02\n\nKorean Community')).toEqual(['02', 'Korean Community']);
    expect(texts('Gold\n\n$149\n\nSilver\n\n$99')).toEqual(['Gold', '$149', 'Silver', '$99']);
  });
});

import { positionalStems, type FullTextTerm } from './full-text-index';
import { buildFullTextIndex } from './full-text-index.builder';

const word = (text: string, weight = 1): FullTextTerm => ({ stems: positionalStems(text), weight });

describe('positionalStems', () => {
  it('reads words as the answerer does, stopwords kept as placeholders so phrases keep their word order', () => {
    expect(positionalStems('Step Up for Students')).toEqual(['step', null, null, 'student']);
    expect(positionalStems("The driver's education")).toEqual([null, 'driver', 'educ']);
    expect(positionalStems('Tuition is $1,225 for grade 6')).toEqual([
      'tuition',
      null,
      '1225',
      null,
      'grade',
      '6',
    ]);
  });
});

describe('FullTextIndex', () => {
  const passages = [
    { head: 'Admissions', body: 'Apply online. Tuition is due in August.' },
    { head: 'School hours', body: 'School starts at 8:00 and the school day ends at 3:00.' },
    { head: 'Athletics', body: 'Our school fields teams in every season; hours of practice vary.' },
    { head: 'Scholarships', body: 'Step Up for Students scholarships cover tuition for many families.' },
    { head: 'News', body: 'Students step up for the food drive; scholarship winners announced.' },
  ];
  const index = buildFullTextIndex(passages);

  it("completes a clipped stem to the site's commonest longer one, and nothing else", () => {
    expect(index.completion('scholar')).toBe('scholarship');
    // A stem the site holds as it is has no completion but a longer word ("athlet" of "Athletics").
    expect(index.completion('athlet')).toBeNull();
    expect(index.completion('zebra')).toBeNull();
    expect(index.has('tuition')).toBe(true);
  });

  it('finds only passages holding a term, the one that names it in its heading first', () => {
    const hits = index.search([word('hours')], 10);
    expect(hits.map((hit) => hit.index)).toEqual([1, 2]);
    expect(hits[0].score).toBeGreaterThan(hits[1].score);
  });

  it('ranks rare words above common ones, as idf does', () => {
    const hits = index.search([word('school'), word('tuition')], 10);
    const scoreOf = (position: number): number => hits.find((hit) => hit.index === position)?.score ?? 0;
    // "tuition" is in 2 of 5 passages, "school" in 2 as well, but the tuition passages hold it once in a
    // shorter text; what matters is that both words score and an absent word scores nothing.
    expect(scoreOf(0)).toBeGreaterThan(0);
    expect(scoreOf(1)).toBeGreaterThan(0);
    expect(index.search([word('zebra')], 10)).toEqual([]);
  });

  it('matches a phrase only with its words in order, stopwords keeping their places', () => {
    const hits = index.search([word('Step Up for Students')], 10);
    expect(hits.map((hit) => hit.index)).toEqual([3]);
    expect(index.search([word('school day')], 10).map((hit) => hit.index)).toEqual([1]);
    expect(index.search([word('day school')], 10)).toEqual([]);
  });

  it('adds the weighted scores of every term and returns at most the limit, ties to the earlier passage', () => {
    const one = index.search([word('tuition')], 10);
    const weighted = index.search([word('tuition', 0.5)], 10);
    expect(weighted[0].score).toBeCloseTo(one[0].score / 2);
    const both = index.search([word('tuition'), word('scholarships')], 1);
    expect(both).toHaveLength(1);
    expect(both[0].index).toBe(3);
  });

  it('leaves no score behind for the next search', () => {
    const first = index.search([word('school')], 10);
    expect(first.length).toBeGreaterThan(0);
    index.search([word('students')], 10);
    expect(index.search([word('school')], 10)).toEqual(first);
  });

  it('still lifts passages holding a phrase of common words among those its words rank high, on a large site', () => {
    // 6,000 passages hold both words apart: twenty short ones (their words weigh most), the rest long.
    // Three of middling length hold them as the phrase.
    const apart = (index: number): string =>
      index < 20
        ? `Trail by the lake, stop ${index}.`
        : `The trail to the north shore passes the lake near stop ${index}, then climbs through pine woods to the ridge car park and the old quarry.`;
    const passages = Array.from({ length: 6000 }, (_, index) => ({
      head: 'Catalogue',
      body:
        index % 2000 === 7
          ? 'Our lake trail guide leads the Saturday walk along the north shore.'
          : apart(index),
    }));
    const large = buildFullTextIndex(passages);
    const inOrder = [7, 2007, 4007];
    expect(large.search([word('lake'), word('trail')], 3).map((hit) => hit.index)).not.toContain(7);
    const hits = large.search(
      [word('lake'), word('trail'), { stems: positionalStems('lake trail'), weight: 0.5 }],
      3,
    );
    expect(hits.map((hit) => hit.index).sort((left, right) => left - right)).toEqual(inOrder);
  });
});

describe('FullTextIndex pruning', () => {
  // A seeded generator: the same corpus and questions on every run.
  let seed = 7;
  const random = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  // Zipf-like: a few words in most passages (as "tax" on a tax firm's site), many in a handful.
  const common = ['tax', 'return', 'client', 'service', 'year', 'business', 'office', 'team'];
  const rare = Array.from({ length: 400 }, (_, index) => `term${index}`);
  const passages = Array.from({ length: 3000 }, () => {
    const words = Array.from({ length: 25 }, () => (random() < 0.5 ? pick(common) : pick(rare)));
    return { head: `${pick(common)} ${pick(rare)}`, body: words.join(' ') };
  });
  const index = buildFullTextIndex(passages);

  it('gives the same best passages and scores as reading every word’s whole list', () => {
    for (let question = 0; question < 200; question += 1) {
      const terms = Array.from({ length: 2 + Math.floor(random() * 5) }, () =>
        word(random() < 0.6 ? pick(common) : pick(rare), random() < 0.3 ? 0.5 : 1),
      );
      if (random() < 0.3)
        terms.push({ stems: positionalStems(`${pick(common)} ${pick(common)}`), weight: 0.5 });
      const pruned = index.search(terms, 30);
      const whole = index.search(terms, 30, { exhaustive: true });
      expect(pruned.map((hit) => hit.index)).toEqual(whole.map((hit) => hit.index));
      pruned.forEach((hit, at) => expect(hit.score).toBeCloseTo(whole[at].score, 9));
    }
  });
});

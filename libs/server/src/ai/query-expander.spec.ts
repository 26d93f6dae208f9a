import { EXPANSION_WEIGHT, PHRASE_WEIGHT, fullTextTerms } from './full-text-query';
import { agentForms, expandQuery, questionNames, questionPhrases } from './query-expander';

describe('expandQuery', () => {
  it('adds the brand vocabulary for the words a visitor uses', () => {
    const expanded = expandQuery('When does school start?', 'edgpt');
    expect(expanded.words).toEqual(expect.arrayContaining(['school', 'start', 'bell', 'arrival', 'tardy']));
    expect(expanded.concepts.map((concept) => concept.term)).toEqual(['school', 'start']);
    expect(expanded.concepts[1].alternatives).toEqual(
      expect.arrayContaining(['start', 'bell', 'arriv', 'tardi']),
    );
    // Stopwords inside an expansion are dropped, as Postgres and the answerer's index drop them.
    expect(expanded.concepts[1].alternatives).toContain('drop');
    expect(expanded.text.startsWith('When does school start? ')).toBe(true);
  });

  it('takes no alternative from an expansion whose negation is its meaning', () => {
    // "no cost" stands for "free"; "cost" alone would match "the most cost-effective choice".
    const [free] = expandQuery('Is it free?', 'gpt').concepts;
    expect(free.alternatives).toContain('complimentari');
    expect(free.alternatives).not.toContain('cost');
    expect(free.phrases).toEqual([]);
  });

  it('reads "exactly" as the visitor\'s emphasis, not a word the answer must hold', () => {
    // On a site whose name holds every other word ("Thai Fusion Massage"), "exactly" outweighed them all.
    const expanded = expandQuery('What is Thai fusion massage exactly?', 'gpt');
    expect(expanded.concepts.map((concept) => concept.term).sort()).toEqual(['fusion', 'massag', 'thai']);
  });

  it('reads a number written as a word as the figure a page prints, and back', () => {
    const [two] = expandQuery('How much for a two hour session?', 'gpt').concepts;
    expect(two.term).toBe('two');
    expect(two.alternatives).toContain('2');
    const [three] = expandQuery('Can 3 people share a room?', 'gpt').concepts;
    expect(three.alternatives).toContain('three');
  });

  it('keeps asking words out of the concepts but uses their expansions as hints', () => {
    const expanded = expandQuery('Where can I find you?', 'gpt');
    expect(expanded.concepts).toEqual([]);
    expect(expanded.hints).toEqual(expect.arrayContaining(['address', 'location']));
  });

  it('keeps a name apart from an ordinary word with the same stem', () => {
    expect(questionNames('Is there parking at the Orchard Park office?')).toEqual(['Orchard Park']);
    const expanded = expandQuery('Is there parking at the Orchard Park office?', 'taxprep');
    const park = expanded.concepts.filter((concept) => concept.term === 'park');
    expect(park).toHaveLength(1);
    expect(park[0].excludeNames).toEqual(['Orchard Park']);
    // The name is one concept, found only as its words in order.
    expect(expanded.concepts.find((concept) => concept.sequence)).toMatchObject({
      term: 'orchard park',
      sequence: ['orchard', 'park'],
    });
  });

  it('reads names joined by "for", "of" or "and", and none in a question written in title case', () => {
    expect(questionNames('What is Step Up for Students?')).toEqual(['Step Up for Students']);
    expect(questionNames('What Sports Can Students Play?')).toEqual([]);
    const expanded = expandQuery('What is Step Up for Students?', 'edgpt');
    expect(expanded.concepts.map((concept) => concept.term)).toEqual(['step student']);
    expect(expanded.concepts[0].sequence).toEqual(['step', 'up', 'for', 'student']);
  });

  it('lists the phrases of the question: neighbouring content words and multi-word names', () => {
    expect(questionPhrases('What are the school hours?')).toEqual(['school hours']);
    expect(questionPhrases("Do you offer driver's education?")).toEqual(['driver s education']);
    expect(questionPhrases('What is Step Up for Students?')).toEqual(['Step Up for Students']);
    expect(expandQuery('How much does extended care cost per day?', 'edgpt').phrases).toEqual([
      'extended care',
      'care cost',
      'cost per',
      'per day',
    ]);
  });

  it("separates the visitor's words from the expansions for full-text search", () => {
    const expanded = expandQuery('How much is tuition?', 'edgpt');
    expect(expanded.searchWords.primary).toEqual(['tuition']);
    expect(expanded.searchWords.expansion).toEqual(expect.arrayContaining(['cost', 'fees', 'price']));
    expect(expanded.searchWords.expansion).not.toContain('tuition');
  });

  it("weighs expansions and phrases at half the visitor's own words, each distinct word once", () => {
    const terms = fullTextTerms(expandQuery('What are the school hours for extended care?', 'edgpt'));
    const weightOf = (text: string): number[] =>
      terms.filter((term) => term.stems.join(' ') === text).map((term) => term.weight);
    expect(weightOf('school')).toEqual([1]);
    expect(weightOf('school hour')).toEqual([EXPANSION_WEIGHT]);
    expect(
      terms.some((term) => term.weight === PHRASE_WEIGHT && term.stems.join(' ') === 'extend care'),
    ).toBe(true);
  });

  it('searches the expansions at full weight when the question has no word of its own', () => {
    const terms = fullTextTerms(expandQuery('Where?', 'edgpt'));
    expect(terms.length).toBeGreaterThan(0);
    expect(terms.every((term) => term.weight === 1)).toBe(true);
  });
});

describe('agentForms', () => {
  it('relates a doer to the deed, both ways', () => {
    expect(agentForms('own')).toContain('owner');
    expect(agentForms('owner')).toContain('own');
    expect(agentForms('teach')).toContain('teacher');
    expect(agentForms('instruct')).toContain('instructor');
    expect(agentForms('account')).toContain('accountant');
    expect(agentForms('bake')).toContain('baker');
    expect(agentForms('run')).toContain('runner');
  });

  it('gives doers back their deed and adds no doer to a doer', () => {
    expect(agentForms('runner')).toContain('run');
    expect(agentForms('baker')).toContain('bake');
    expect(agentForms('owner')).not.toContain('ownerer');
    expect(agentForms('at')).toEqual([]);
  });
});

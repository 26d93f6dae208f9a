import type { AnswerPassage } from './answer-provider';
import { answerInput, answerPassage } from './__fixtures__/answer-input.fixture';
import type { SemanticEmbedder } from './embedder';
import { rankCandidates, selectEvidence, withSimilarities } from './answer-selection';
import { DEFAULT_LOCAL_ANSWER_OPTIONS, LocalAnswerProvider, renderExtract } from './local-answer-provider';

const passage = (id: string, heading: string, body: string) => answerPassage('Studio', id, heading, body);
const input = (question: string, passages: AnswerPassage[]) => answerInput(question, passages);

/**
 * A stand-in sentence model with two directions of meaning: texts naming any of `topic`'s words point
 * one way, everything else the other. Real similarity comes from USE-lite (use-embedder.spec.ts); this
 * checks what the answerer does with it.
 */
function topicModel(topic: RegExp, questionOnTopic = true): SemanticEmbedder {
  return {
    id: 'topic-model',
    dimensions: 2,
    ready: async () => true,
    reads: () => true,
    embed: async (texts) =>
      texts.map((text, index) =>
        (index === 0 ? questionOnTopic : topic.test(text))
          ? Float32Array.from([1, 0])
          : Float32Array.from([0, 1]),
      ),
  };
}

/** A stand-in sentence model that finds every passage text `similarity` like the question. */
function everythingAlike(similarity: number): SemanticEmbedder {
  return {
    id: 'faint-model',
    dimensions: 2,
    ready: async () => true,
    reads: () => true,
    embed: async (texts) =>
      texts.map((_, index) =>
        Float32Array.from(index === 0 ? [1, 0] : [similarity, Math.sqrt(1 - similarity ** 2)]),
      ),
  };
}

// By words alone the teacher's sentence wins: it says "lessons" and holds how long something lasted.
const lessons = [
  passage(
    'teachers',
    'Teachers',
    'Micah has taken music lessons of one kind or another for 8 years. He teaches guitar.',
  ),
  passage('schedule', 'Schedule', 'Private instruction runs in weekly 30-minute slots.'),
];

describe('the sentence model in the offline answerer', () => {
  it("by words alone, picks the sentence that shares the question's words", async () => {
    const result = await new LocalAnswerProvider({ threshold: 0 }).answer(
      input('How long is each lesson?', lessons),
    );
    expect(result.answer).toContain('for 8 years');
  });

  it("does not answer with a sentence that shares the question's words but not its meaning", async () => {
    // The model's weight (0.3) re-orders close candidates but does not overturn the words' clear choice;
    // the chosen sentence then fails the similarity check, and the visitor gets a decline, not a wrong fact.
    const provider = new LocalAnswerProvider({ threshold: 0 }, topicModel(/minute/));
    const result = await provider.answer(input('How long is each lesson?', lessons));
    expect(result.answer).not.toContain('for 8 years');
  });

  it('adds the weighted similarity to the best candidates and re-sorts them', () => {
    const ranked = rankCandidates(input('How long is each lesson?', lessons));
    // The two best (the teacher's sentence alone, and with the next one) score within 0.5 of each other.
    expect(ranked.scored[0].score - ranked.scored[1].score).toBeLessThan(0.5);
    const similarities = ranked.scored.map((_, index) => (index === 1 ? 1 : 0));
    const reranked = withSimilarities(ranked, similarities, 0.5);
    expect(reranked.scored[0].span).toBe(ranked.scored[1].span);
    expect(reranked.scored.map((candidate) => candidate.similarity).sort()).toEqual(
      similarities.slice().sort(),
    );
  });

  it('declines when no candidate means anything like the question', async () => {
    const provider = new LocalAnswerProvider({ threshold: 0 }, topicModel(/nothing matches this/));
    const result = await provider.answer(input('How long is each lesson?', lessons));
    expect(result.answered).toBe(false);
  });

  it('answers with a short line holding the amount asked for, though it reads little like the question', async () => {
    // A value line under its label: the model finds "£2.00" only a little like the question (0.25),
    // below the floor for other answers (0.3) but above the one for an answer holding the asked-for value.
    const menu = [
      passage('extras', 'Ice base', '£2.00'),
      passage('about', 'About us', 'Our lounge brings together shisha and contemporary comfort.'),
    ];
    const faintly = (similarity: number): SemanticEmbedder => ({
      id: 'faint-model',
      dimensions: 2,
      ready: async () => true,
      reads: () => true,
      embed: async (texts) =>
        texts.map((text, index) =>
          index === 0
            ? Float32Array.from([1, 0])
            : text.includes('£')
              ? Float32Array.from([similarity, Math.sqrt(1 - similarity ** 2)])
              : Float32Array.from([0, 1]),
        ),
    });
    const question = 'How much extra is an ice base?';
    const answered = await new LocalAnswerProvider({}, faintly(0.25)).answer(input(question, menu));
    expect(answered.answered).toBe(true);
    expect(answered.answer).toContain('£2.00');
    const unlike = await new LocalAnswerProvider({}, faintly(0.1)).answer(input(question, menu));
    expect(unlike.answered).toBe(false);
  });

  it('takes an amount as the value a yes/no question about a cost asks for', () => {
    // "Does it cost more…?" asks for an amount as "How much…?" does, so the amount gets the lower similarity
    // floor: USE-lite read a surcharge row 0.2-0.3 like such a question, and it was declined.
    const evening = [
      passage('fees', 'Evening surcharge', 'Start time: 7:00 PM – 8:00 PM | Surcharge: +$20'),
      passage('about', 'About', 'Every massage is tailored to you.'),
    ];
    const extract = selectEvidence(
      input('Does it cost more to book a massage at night?', evening),
      DEFAULT_LOCAL_ANSWER_OPTIONS,
    );
    expect(renderExtract(extract.evidence)).toContain('+$20');
    expect(extract.holdsAskedValue).toBe(true);
    const whether = selectEvidence(
      input('Do you offer evening massages?', evening),
      DEFAULT_LOCAL_ANSWER_OPTIONS,
    );
    expect(whether.holdsAskedValue).toBe(false);
  });

  it('names the person a "who" question asks for when the sentence prints what was asked, however unlike the question it reads', async () => {
    // The model reads a sentence naming people as little like a "who" question (0.25, below the 0.3
    // floor); a sentence that names someone and prints the question's own words gets the lower floor.
    const about = [
      passage(
        'about',
        'Our story',
        'Welcome! We are Dana and Lee, the owners of Crumb & Co. We bake every loaf by hand.',
      ),
      passage('team', 'Team', 'Sam Ortiz worked in a Paris bakery for ten years before joining us.'),
    ];
    const provider = new LocalAnswerProvider({}, everythingAlike(0.25));
    const owners = await provider.answer(input('Who owns the bakery?', about));
    expect(owners.answered).toBe(true);
    expect(owners.answer).toContain('Dana and Lee');
    // "run" is printed nowhere: a sentence naming someone near "bakery" does not say who runs it.
    const runs = await provider.answer(input('Who runs the bakery day to day?', about));
    expect(runs.answered).toBe(false);
  });

  it('reads "the person that actually…" in a "who" question as the person asked for, not words to print', async () => {
    const returns = [
      passage(
        'tax',
        'Tax preparation',
        'Returns are prepared by Juanita S. Ceja, registered and bonded with the California Tax Education Council.',
      ),
    ];
    // The stand-in model's word readings are not under test here.
    const provider = new LocalAnswerProvider({ minWordSimilarity: 1 }, everythingAlike(0.25));
    const preparer = await provider.answer(
      input('Who is the person that actually prepares the returns?', returns),
    );
    expect(preparer.answered).toBe(true);
    expect(preparer.answer).toContain('Juanita S. Ceja');
  });

  it('says yes with a list that names what a yes/no question asks about, however unlike the question it reads', async () => {
    // A list of towns reads little like "Do you service Berkeley?" (0.25, below the 0.3 floor); printing
    // every word asked about, it answers. A sentence that misses one stays under the ordinary floor.
    const area = [
      passage('area', 'Service area', 'We serve Alameda, Oakland, San Francisco, Berkeley and Emeryville.'),
      passage('about', 'About us', 'Mobile detailing that comes to your home or office.'),
    ];
    const provider = new LocalAnswerProvider({}, everythingAlike(0.25));
    const berkeley = await provider.answer(input('Do you serve Berkeley?', area));
    expect(berkeley.answered).toBe(true);
    expect(berkeley.answer).toContain('Berkeley');
    const question = await provider.answer(input('How far is Berkeley from your shop?', area));
    expect(question.answered).toBe(false);
  });

  it('answers from the words alone when the model is not available', async () => {
    const unavailable: SemanticEmbedder = { ...topicModel(/minute/), ready: async () => false };
    const withModel = await new LocalAnswerProvider({}, unavailable).answer(
      input('Is each lesson a private session?', lessons),
    );
    const without = await new LocalAnswerProvider().answer(
      input('Is each lesson a private session?', lessons),
    );
    expect(withModel).toEqual(without);
  });
});

describe('a list item answer keeps the heading it belongs to', () => {
  const plans = passage(
    'plans',
    'Plans',
    'Standard\n- Tax return preparation\n- Bookkeeping\n\nPremier\n- Semi-annual tax estimates\n- Access to your accountant for year-round questions',
  );

  it.each([
    [
      'Which plan gives me access to my accountant for year-round questions?',
      'Premier\n- Access to your accountant',
    ],
    ['Which plan includes semi-annual tax estimates?', 'Premier\n- Semi-annual tax estimates'],
    ['Does any plan include bookkeeping?', 'Standard\n- Bookkeeping'],
  ])('"%s" is answered with the item under its heading', (question, answer) => {
    const extract = selectEvidence(input(question, [plans]), DEFAULT_LOCAL_ANSWER_OPTIONS);
    expect(renderExtract(extract.evidence).startsWith(answer)).toBe(true);
  });
});

describe('a "which" question is answered with the name of the thing', () => {
  const groomer = [
    answerPassage(
      'Muddy Paws Grooming',
      'spa-bath',
      'Spa Bath',
      'Pamper your pup\n\nThis package adds a blueberry facial and paw balm to a full bath and brush-out.',
    ),
    answerPassage(
      'Muddy Paws Grooming',
      'basic',
      'Basic Bath',
      'A shampoo, towel dry and nail trim for dogs of every size.',
    ),
  ];

  it('puts the heading naming it above a sentence that only says "this package"', () => {
    const extract = selectEvidence(
      input('Which package comes with a blueberry facial?', groomer),
      DEFAULT_LOCAL_ANSWER_OPTIONS,
    );
    expect(renderExtract(extract.evidence)).toMatch(/^Spa Bath\nThis package adds a blueberry facial/);
  });

  it('reads "what kind of" as "which"', () => {
    const extract = selectEvidence(
      input('What kind of bath includes a nail trim?', groomer),
      DEFAULT_LOCAL_ANSWER_OPTIONS,
    );
    expect(renderExtract(extract.evidence)).toMatch(/^Basic Bath\nA shampoo, towel dry and nail trim/);
  });

  it('names what "this package" is whatever the question, since the sentence alone does not', () => {
    const extract = selectEvidence(
      input('Do you do blueberry facials for dogs?', groomer),
      DEFAULT_LOCAL_ANSWER_OPTIONS,
    );
    expect(renderExtract(extract.evidence)).toMatch(/^Spa Bath\nThis package adds a blueberry facial/);
  });

  it('leaves a sentence that says what it is about alone when the question asks no "which"', () => {
    const extract = selectEvidence(input('Do you trim nails?', groomer), DEFAULT_LOCAL_ANSWER_OPTIONS);
    const answer = renderExtract(extract.evidence);
    expect(answer).toMatch(/^A shampoo, towel dry and nail trim/);
    expect(answer).not.toContain('Basic Bath');
  });
});

describe('when the word scores and the sentence model agree', () => {
  // "…at busy times" is not on the page: the sentence covers a little under half of the question's weight.
  const question = 'Do you help finance teams with seasonal workloads at busy times?';
  const seasonal = [
    passage('services', 'Services', 'Flexible help for seasonal workloads and finance teams.'),
    passage('about', 'About', 'Our team has worked with finance departments across the region for years.'),
  ];
  /** Texts naming the season read `onTopic` like the question, every other text `otherwise`. */
  const seasonModel = (onTopic: number, otherwise: number): SemanticEmbedder => ({
    id: 'season-model',
    dimensions: 2,
    ready: async () => true,
    reads: () => true,
    embed: async (texts) =>
      texts.map((text, index) => {
        const similarity = index === 0 ? 1 : /seasonal/.test(text) ? onTopic : otherwise;
        return Float32Array.from([similarity, Math.sqrt(1 - similarity ** 2)]);
      }),
  });
  // Word-by-word readings off: the stand-in model only tells sentences apart.
  const options = { threshold: 0.55, agreementAllowance: 0.1, minWordSimilarity: 1 };

  it('answers with a sentence both readings put first, though it covers less than the threshold', async () => {
    const result = await new LocalAnswerProvider(options, seasonModel(0.8, 0.6)).answer(
      input(question, seasonal),
    );
    expect(result.answered).toBe(true);
    expect(result.answer).toContain('Flexible help for seasonal workloads');
    expect(result.confidence).toBeLessThan(options.threshold);
  });

  it('declines the same sentence when the model reads another candidate as closer to the question', async () => {
    const result = await new LocalAnswerProvider(options, seasonModel(0.6, 0.8)).answer(
      input(question, seasonal),
    );
    expect(result.answered).toBe(false);
  });

  it('adds its allowance to the one for a price answering "how much", each being evidence of its own', async () => {
    const late = [
      passage('tuition', 'Tuition', 'A late pick-up fee of $1 per minute will be charged after 6:00 pm.'),
      passage('schedule', 'Schedule', 'Children are picked up by a parent or an adult the parent names.'),
    ];
    const model: SemanticEmbedder = {
      ...seasonModel(0, 0),
      embed: async (texts) =>
        texts.map((text, index) =>
          Float32Array.from(index === 0 || /late pick-up fee/.test(text) ? [0.8, 0.6] : [0.6, 0.8]),
        ),
    };
    // Either allowance alone leaves the threshold (0.55) above the line's coverage (a little under 0.5).
    const stacked = { threshold: 0.65, priceAllowance: 0.1, agreementAllowance: 0.1, minWordSimilarity: 1 };
    const asked = input(
      'Traffic is bad some days. Is there a charge if I show up after 6 to get my kid?',
      late,
    );
    const result = await new LocalAnswerProvider(stacked, model).answer(asked);
    expect(result.answer).toContain('$1 per minute');
    const priceAlone = await new LocalAnswerProvider({ ...stacked, agreementAllowance: 0 }, model).answer(
      asked,
    );
    expect(priceAlone.answered).toBe(false);
  });

  it('declines it without the model, where there is no second reading', async () => {
    const result = await new LocalAnswerProvider(options).answer(input(question, seasonal));
    expect(result.answered).toBe(false);
  });
});

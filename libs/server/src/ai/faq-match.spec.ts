import { answerInput, answerPassage } from './__fixtures__/answer-input.fixture';
import { rankCandidates } from './answer-selection';
import { faqEntries, matchFaq } from './faq-match';
import { LocalAnswerProvider } from './local-answer-provider';
import { WordVectors } from './semantic-alternatives';
import { UseEmbedder } from './use-embedder';

// A made-up veterinary clinic's FAQ page: the visitors' questions below share almost no word with the
// site's questions, so the answer's words alone cover too little of them to answer.
const faqPage = answerPassage(
  'Maple Street Vet',
  'faq',
  'Frequently Asked Questions',
  [
    'Do I need an appointment for vaccinations?',
    'Walk-ins are welcome for vaccines from 8 to 11 every weekday morning.',
    '',
    'Can my cat stay overnight while we travel?',
    'Yes. Our boarding suites take cats and small dogs for up to two weeks, at $35 a night.',
    '',
    'What should I bring to the first visit?',
    "Your pet's previous vaccination records and a list of any medicines.",
  ].join('\n'),
);
const aboutPage = answerPassage(
  'Maple Street Vet',
  'about',
  'About us',
  'Maple Street Vet has cared for the pets of Riverton since 1994. Our team of four veterinarians treats cats, dogs and rabbits.',
);

describe('the site’s own FAQ question, matched by meaning', () => {
  const model = new UseEmbedder();

  it('lists each FAQ question of the passages once, with the first sentence of its answer', () => {
    const { all } = rankCandidates(answerInput('Do you board cats?', [faqPage, aboutPage]));
    const entries = faqEntries(all);
    expect(entries.map((entry) => entry.question)).toEqual([
      'Do I need an appointment for vaccinations?',
      'Can my cat stay overnight while we travel?',
      'What should I bring to the first visit?',
    ]);
    expect(entries[1].first.unit.text).toBe('Yes.');
  });

  it('reads at most 40 FAQ questions for one visitor question, the first retrieved first', () => {
    const long = answerPassage(
      'Maple Street Vet',
      'faq-all',
      'Every question',
      Array.from(
        { length: 50 },
        (_, index) => `Question number ${index + 1}?\nAnswer number ${index + 1}.`,
      ).join('\n\n'),
    );
    const entries = faqEntries(rankCandidates(answerInput('Any question?', [long])).all);
    expect(entries).toHaveLength(40);
    expect(entries[0].question).toBe('Question number 1?');
  });

  it('finds the FAQ question a paraphrase asks, and none for a question the FAQ does not ask', async () => {
    const { all } = rankCandidates(answerInput('Do you board cats?', [faqPage, aboutPage]));
    const vectors = new WordVectors(model);
    const match = await matchFaq(
      'Can I leave my cat with you overnight when we go on vacation?',
      faqEntries(all),
      vectors,
      0.75,
    );
    expect(match?.question).toBe('Can my cat stay overnight while we travel?');
    expect(await matchFaq('Do you treat horses?', faqEntries(all), vectors, 0.75)).toBeNull();
  }, 30_000);

  it('does not take an FAQ answer naming no amount for a question asking how much', async () => {
    const pricing = answerPassage(
      'Maple Street Vet',
      'faq-prices',
      'Prices',
      'How much does boarding cost?\nPlease call the front desk to talk about your pet.',
    );
    const question = 'What do you charge for boarding?';
    const { all } = rankCandidates(answerInput(question, [pricing]));
    const match = await matchFaq(question, faqEntries(all), new WordVectors(model), 0.75);
    expect(match?.question).toBe('How much does boarding cost?');
    const result = await new LocalAnswerProvider({}, model).answer(answerInput(question, [pricing]));
    expect(result.answered).toBe(false);
  }, 30_000);

  it("answers with the site's own answer to the question the visitor paraphrased", async () => {
    const provider = new LocalAnswerProvider({}, model);
    const question = 'Can I leave my cat with you overnight when we go on vacation?';
    const result = await provider.answer(answerInput(question, [aboutPage, faqPage]));
    expect(result.answered).toBe(true);
    expect(result.answer).toContain('boarding suites take cats');
    expect(result.sources.map((source) => source.url)).toEqual(['https://maple-street-vet.test/faq']);
    // Without the sentence model the words alone do not reach the answer.
    const lexical = await new LocalAnswerProvider({}).answer(answerInput(question, [aboutPage, faqPage]));
    expect(lexical.answer).not.toContain('boarding suites');
  }, 30_000);
});

describe('an FAQ match the word scores disagree with', () => {
  const model = new UseEmbedder();
  // A made-up tax practice: its FAQ asks something near the visitor's question (the model finds them
  // alike, ~0.8) but about another thing, while the word scores rank six other sentences above its answer.
  const faq = answerPassage(
    'Riverton Tax',
    'faq',
    'FAQ',
    'When is the tax payable?\nWithin 84 days of the notice of assessment.',
  );
  const guide = answerPassage(
    'Riverton Tax',
    'guide',
    'Thresholds and rates',
    [
      'The tax-free threshold applies to residents only.',
      'Your tax-free threshold can be claimed from one payer at a time.',
      'Ask us before you claim the threshold from a second job.',
      'Part-year residents get a reduced tax-free threshold.',
      'The threshold is set by the government each budget.',
      'Students often claim the threshold on their first job.',
      'We check your threshold claim when we prepare the return.',
    ].join(' '),
  );
  const question = "What's the tax-free threshold at the moment?";

  it('is not taken unless the site’s question is a near paraphrase of the visitor’s', async () => {
    const input = answerInput(question, [faq, guide]);
    const { all } = rankCandidates(input);
    const match = await matchFaq(question, faqEntries(all), new WordVectors(model), 0.75);
    expect(match?.question).toBe('When is the tax payable?');
    const result = await new LocalAnswerProvider({}, model).answer(input);
    expect(result.answer).not.toContain('84 days');
    // Taken at the plain floor, it answers the wrong question.
    const loose = await new LocalAnswerProvider({ minFaqSimilarityUnranked: 0.75 }, model).answer(input);
    expect(loose.answer).toContain('84 days');
  }, 30_000);
});

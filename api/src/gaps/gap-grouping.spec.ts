import { LocalEmbedder } from '@gptsite/server';
import { groupByMeaning } from './gap-grouping';

const embedder = new LocalEmbedder();
const items = (questions: string[]) =>
  questions.map((text, index) => ({ item: index, question: { text, vector: embedder.embedOne(text) } }));

describe('groupByMeaning', () => {
  it('puts alike questions in the group of the first one asked, others in groups of their own', () => {
    const groups = groupByMeaning(
      items([
        'Do you sell gift cards?',
        'Do you ship bread overseas?',
        'Are gift cards available?',
        'Do you have gift cards?',
      ]),
      0.6,
    );
    expect(groups.map((group) => group.members.map((member) => member.item))).toEqual([[0, 2, 3], [1]]);
    expect(groups[0].seed.question.text).toBe('Do you sell gift cards?');
  });

  it('keeps a group seeded by its first question as more arrive (its id stays)', () => {
    const questions = ['Do you sell gift cards?', 'Do you have gift cards?'];
    const before = groupByMeaning(items(questions), 0.6);
    const after = groupByMeaning(items([...questions, 'Are gift cards available?']), 0.6);
    expect(after[0].seed.item).toBe(before[0].seed.item);
    expect(after).toHaveLength(1);
  });

  it('keeps contrasting questions apart however close their vectors', () => {
    const groups = groupByMeaning(
      items(['When do you open on Saturday?', 'When do you close on Saturday?']),
      0,
    );
    expect(groups).toHaveLength(2);
  });

  it('joins each question to the most alike group', () => {
    const groups = groupByMeaning(
      items(['Do you sell gift cards?', 'Do you sell birthday cakes?', 'Do you sell birthday cakes daily?']),
      0.5,
    );
    expect(groups.map((group) => group.members.map((member) => member.item))).toEqual([[0], [1, 2]]);
  });
});

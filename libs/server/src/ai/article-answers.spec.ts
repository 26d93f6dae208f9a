import type { AnswerInput, AnswerPassage } from './answer-provider';
import { LocalAnswerProvider } from './local-answer-provider';

const budgetPost: AnswerPassage = {
  id: 'budget',
  title: 'Some Key Takeaways from the Federal Budget',
  url: 'https://kl.test/#/federal-budget',
  heading: 'Some Key Takeaways from the Federal Budget',
  text:
    'Some Key Takeaways from the Federal Budget\n\nThere were some cost of living relief measures for lower ' +
    'income individuals, such as a discount for seniors and pensioners on the Medicare levy from 1 July 2022.',
  score: 0.03,
};

const input = (question: string, passage: AnswerPassage): AnswerInput => ({
  question,
  brandKey: 'cpa',
  assistantName: 'Assistant',
  contact: { phones: ['0404 362 268'], emails: [], addresses: [] },
  passages: [passage],
});

describe('answers from posts and articles', () => {
  const provider = new LocalAnswerProvider();

  it("does not take a post's sentence for what the business itself offers", async () => {
    const asked = 'Do you give pensioners or seniors a discount?';
    const asPage = await provider.answer(input(asked, budgetPost));
    const asPost = await provider.answer(input(asked, { ...budgetPost, article: true }));
    // The same sentence on the business's own page would answer; from a post it says nothing of the firm.
    expect(asPage.answered).toBe(true);
    expect(asPost.answered).toBe(false);
    expect(asPost.confidence).toBeLessThan(asPage.confidence);
  });

  it('still answers from a post what the visitor asks about the topic or the posts', async () => {
    const topic = await provider.answer(
      input('Is there a Medicare levy discount for seniors and pensioners?', {
        ...budgetPost,
        article: true,
      }),
    );
    expect(topic.answered).toBe(true);
    expect(topic.answer).toContain('seniors and pensioners');
    // Asked about the posts themselves, a post's sentence counts as any other.
    const aboutPosts = 'Do you have any articles on the discount for seniors and pensioners?';
    const fromPost = await provider.answer(input(aboutPosts, { ...budgetPost, article: true }));
    const fromPage = await provider.answer(input(aboutPosts, budgetPost));
    expect(fromPost.confidence).toBe(fromPage.confidence);
  });
});

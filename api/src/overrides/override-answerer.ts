import { Injectable } from '@nestjs/common';
import { AnswerOverrideRepository, type AssistantEntity } from '@gptsite/server';
import { businessName, type ChatSource } from '@gptsite/shared';
import { EnabledOverridesCache } from './enabled-overrides.cache';
import { QuestionSimilarity, closest } from './question-similarity';

export interface OverrideAnswer {
  overrideId: string;
  answer: string;
  answered: true;
  /** The business's own word: cited as the business, with no page to link. */
  sources: ChatSource[];
  /** How alike the visitor's question was to the override's. */
  confidence: number;
}

/**
 * The owner's answer overrides, checked before retrieval whichever provider answers: the enabled override
 * whose question is most alike in meaning to the visitor's, if alike enough, answers instead of the site's
 * text, and its use is counted.
 */
@Injectable()
export class OverrideAnswerer {
  constructor(
    private readonly overrides: AnswerOverrideRepository,
    private readonly enabledOverrides: EnabledOverridesCache,
    private readonly similarity: QuestionSimilarity,
  ) {}

  async answerFor(assistant: AssistantEntity, question: string): Promise<OverrideAnswer | null> {
    const enabled = await this.enabledOverrides.get(assistant);
    // Most assistants have none: no embedding on their chat path.
    if (enabled.length === 0) return null;
    const texts = [question, ...enabled.map((override) => override.question)];
    const { vectors, thresholds } = await this.similarity.embed(texts);
    const [asked, ...known] = texts.map((text, index) => ({ text, vector: vectors[index] }));
    const match = closest(asked, known, thresholds.override);
    if (!match) return null;
    const chosen = enabled[match.index];
    await this.overrides.recordUse(chosen.id);
    return {
      overrideId: chosen.id,
      answer: chosen.answer,
      answered: true,
      sources: [{ title: businessName(assistant) || assistant.name, url: null }],
      confidence: Math.min(1, match.score),
    };
  }
}

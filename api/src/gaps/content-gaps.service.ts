import { Injectable } from '@nestjs/common';
import {
  AnswerOverrideRepository,
  ContentGapRepository,
  DomainError,
  type GapCandidate,
  type GapResolutionEntity,
  type GapWindow,
} from '@gptsite/server';
import {
  isUuid,
  type AnswerOverride,
  type ContentGap,
  type ContentGapList,
  type GapAnswer,
} from '@gptsite/shared';
import { AnswerOverridesService } from '../overrides/answer-overrides.service';
import {
  QuestionSimilarity,
  alike,
  closest,
  type EmbeddedQuestion,
  type SimilarityThresholds,
} from '../overrides/question-similarity';
import { groupByMeaning, type MeaningGroup } from './gap-grouping';

/**
 * The questions a gap list is made of: the last 90 days (analytics' longest period), at most 500. A first
 * listing embeds them all (~4 s with USE-lite on two cores); later ones find them in the process's cache.
 */
const GAP_WINDOW: GapWindow = { days: 90, limit: 500 };
const GAPS_LISTED = 50;
const EXAMPLES_PER_GAP = 5;

type CandidateGroup = MeaningGroup<GapCandidate>;

/** What else is known when deciding whether a gap is still open. */
interface Closers {
  overrides: EmbeddedQuestion[];
  resolutions: Array<{ resolution: GapResolutionEntity; question: EmbeddedQuestion }>;
  thresholds: SimilarityThresholds;
}

/**
 * Content gaps (issue 13): visitors' questions the assistant declined or whose answer got a thumbs down,
 * grouped by meaning and ranked by how many visitors asked and how recently, as the owner's to-do list.
 * A gap closes when an enabled override answers its question, when the owner answers it here, or when the
 * owner marks it "not for the assistant".
 */
@Injectable()
export class ContentGapsService {
  constructor(
    private readonly gaps: ContentGapRepository,
    private readonly overrideRows: AnswerOverrideRepository,
    private readonly overrides: AnswerOverridesService,
    private readonly similarity: QuestionSimilarity,
  ) {}

  async list(assistantId: string): Promise<ContentGapList> {
    const [candidates, resolutions, overrides] = await Promise.all([
      this.gaps.candidates(assistantId, GAP_WINDOW),
      this.gaps.resolutionsFor(assistantId),
      this.overrideRows.enabledFor(assistantId),
    ]);
    if (candidates.length === 0) return { gaps: [] };
    // An answered gap whose override was deleted is open again.
    const standing = resolutions.filter((row) => row.resolution === 'dismissed' || row.overrideId !== null);
    const texts = [
      ...candidates.map((candidate) => candidate.question),
      ...standing.map((row) => row.question),
      ...overrides.map((override) => override.question),
    ];
    const { vectors, thresholds } = await this.similarity.embed(texts);
    const questions = texts.map((text, index) => ({ text, vector: vectors[index] }));
    const resolutionStart = candidates.length;
    const closers: Closers = {
      overrides: questions.slice(resolutionStart + standing.length),
      resolutions: standing.map((resolution, index) => ({
        resolution,
        question: questions[resolutionStart + index],
      })),
      thresholds,
    };
    const groups = groupByMeaning(
      candidates.map((item, index) => ({ item, question: questions[index] })),
      thresholds.gap,
    );
    const open = groups.filter((group) => !isClosed(group, closers)).map(gapView);
    open.sort((left, right) => right.count - left.count || right.lastAskedAt.localeCompare(left.lastAskedAt));
    return { gaps: open.slice(0, GAPS_LISTED) };
  }

  /** Writes the gap's answer as an override in one step; the gap closes. */
  async answer(assistantId: string, gapId: string, input: GapAnswer): Promise<AnswerOverride> {
    const candidate = await this.candidate(assistantId, gapId);
    const override = await this.overrides.create(assistantId, {
      question: input.question ?? candidate.question,
      answer: input.answer,
    });
    await this.gaps.resolve({
      assistantId,
      messageId: candidate.messageId,
      question: candidate.question,
      resolution: 'answered',
      overrideId: override.id,
    });
    return override;
  }

  /** "Not for the assistant": this gap, and questions like it, stay off the list. */
  async dismiss(assistantId: string, gapId: string): Promise<void> {
    const candidate = await this.candidate(assistantId, gapId);
    await this.gaps.resolve({
      assistantId,
      messageId: candidate.messageId,
      question: candidate.question,
      resolution: 'dismissed',
      overrideId: null,
    });
  }

  private async candidate(assistantId: string, gapId: string): Promise<GapCandidate> {
    const candidate = isUuid(gapId) ? await this.gaps.candidate(assistantId, gapId) : null;
    if (!candidate) throw new DomainError('GAP_NOT_FOUND');
    return candidate;
  }
}

/**
 * Closed: an enabled override would now answer its question; or the owner dismissed it (or a question
 * like it); or answered it (or one like it) after its last asking.
 */
function isClosed(group: CandidateGroup, closers: Closers): boolean {
  const { seed, members } = group;
  // The same test the chat applies: would an override answer the gap's question now?
  if (closest(seed.question, closers.overrides, closers.thresholds.override)) return true;
  const lastAsked = Math.max(...members.map((member) => member.item.askedAt.getTime()));
  return closers.resolutions.some(({ resolution, question }) => {
    const applies = resolution.resolution === 'dismissed' || lastAsked <= resolution.createdAt.getTime();
    if (!applies) return false;
    return (
      members.some((member) => member.item.messageId === resolution.messageId) ||
      alike(seed.question, question, closers.thresholds.gap) !== null
    );
  });
}

function gapView({ seed, members }: CandidateGroup): ContentGap {
  const newestFirst = [...members].sort(
    (left, right) => right.item.askedAt.getTime() - left.item.askedAt.getTime(),
  );
  const examples: string[] = [];
  const seen = new Set<string>();
  for (const { item } of newestFirst) {
    const key = item.question.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (examples.length < EXAMPLES_PER_GAP) examples.push(item.question);
  }
  return {
    id: seed.item.messageId,
    question: seed.item.question,
    count: new Set(members.map((member) => member.item.conversationId)).size,
    lastAskedAt: newestFirst[0].item.askedAt.toISOString(),
    examples,
    declined: members.filter((member) => member.item.declined).length,
    unhelpful: members.filter((member) => member.item.unhelpful).length,
  };
}

import { Injectable } from '@nestjs/common';
import { AnswerOverrideRepository, DomainError, type AnswerOverrideEntity } from '@gptsite/server';
import {
  isUuid,
  type AnswerOverride,
  type AnswerOverrideList,
  type OverrideCreate,
  type OverridePatch,
} from '@gptsite/shared';
import { EnabledOverridesCache } from './enabled-overrides.cache';
import { QuestionSimilarity } from './question-similarity';

/** The owner's answer overrides of one assistant: list, add, change, remove. */
@Injectable()
export class AnswerOverridesService {
  constructor(
    private readonly overrides: AnswerOverrideRepository,
    private readonly enabledOverrides: EnabledOverridesCache,
    private readonly similarity: QuestionSimilarity,
  ) {}

  async list(assistantId: string): Promise<AnswerOverrideList> {
    const [rows, thresholds] = await Promise.all([
      this.overrides.listFor(assistantId),
      this.similarity.thresholds(),
    ]);
    return { overrides: rows.map(overrideView), matchThreshold: thresholds.override };
  }

  async create(assistantId: string, input: OverrideCreate): Promise<AnswerOverride> {
    const created = await this.overrides.create({
      assistantId,
      question: input.question,
      answer: input.answer,
      enabled: input.enabled ?? true,
    });
    this.enabledOverrides.forget(assistantId);
    return overrideView(created);
  }

  async update(assistantId: string, overrideId: string, patch: OverridePatch): Promise<AnswerOverride> {
    // Only the fields sent: an absent one keeps its value.
    const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    const updated = isUuid(overrideId) ? await this.overrides.update(assistantId, overrideId, changes) : null;
    if (!updated) throw new DomainError('OVERRIDE_NOT_FOUND');
    this.enabledOverrides.forget(assistantId);
    return overrideView(updated);
  }

  async remove(assistantId: string, overrideId: string): Promise<void> {
    const removed = isUuid(overrideId) && (await this.overrides.remove(assistantId, overrideId));
    if (!removed) throw new DomainError('OVERRIDE_NOT_FOUND');
    this.enabledOverrides.forget(assistantId);
  }
}

export function overrideView(row: AnswerOverrideEntity): AnswerOverride {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    enabled: row.enabled,
    timesUsed: row.timesUsed,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

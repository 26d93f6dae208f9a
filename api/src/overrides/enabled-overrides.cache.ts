import { Injectable } from '@nestjs/common';
import { AnswerOverrideRepository, type AnswerOverrideEntity, type AssistantEntity } from '@gptsite/server';

const MAX_ASSISTANTS = 10_000;

/**
 * Each live assistant's enabled overrides, kept in memory for as long as LiveAssistants keeps the same
 * assistant object: a question then costs no extra database round trip. An override change is announced
 * as a change of its assistant (AnswerOverrideRepository), so LiveAssistants reads the assistant afresh,
 * on every api copy, and its new object misses here; this process also forgets at once (`forget`).
 */
@Injectable()
export class EnabledOverridesCache {
  private readonly byAssistant = new Map<
    string,
    { assistant: AssistantEntity; overrides: Promise<AnswerOverrideEntity[]> }
  >();

  constructor(private readonly repository: AnswerOverrideRepository) {}

  get(assistant: AssistantEntity): Promise<AnswerOverrideEntity[]> {
    const kept = this.byAssistant.get(assistant.id);
    if (kept && kept.assistant === assistant) return kept.overrides;
    const overrides = this.repository.enabledFor(assistant.id);
    this.byAssistant.delete(assistant.id);
    this.byAssistant.set(assistant.id, { assistant, overrides });
    if (this.byAssistant.size > MAX_ASSISTANTS)
      this.byAssistant.delete(this.byAssistant.keys().next().value as string);
    // A failed read is not kept: the next question tries again.
    overrides.catch(() => {
      if (this.byAssistant.get(assistant.id)?.overrides === overrides) this.byAssistant.delete(assistant.id);
    });
    return overrides;
  }

  forget(assistantId: string): void {
    this.byAssistant.delete(assistantId);
  }
}

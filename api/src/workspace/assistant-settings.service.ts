import { Injectable } from '@nestjs/common';
import {
  AssistantRepository,
  ResyncScheduler,
  type AssistantEntity,
  type AssistantPatch,
} from '@gptsite/server';
import type { AssistantSettings, AssistantSettingsPatch } from '@gptsite/shared';
import { AssistantProfileService } from '../chat/assistant-profile.service';

/**
 * The owner's changes to an assistant's face: name, greeting, colours, suggested questions and the sites
 * allowed to embed its widget. Saved through AssistantRepository.update, which announces the change, so
 * the live page, the widget and the chat read the new values on their next request.
 */
@Injectable()
export class AssistantSettingsService {
  constructor(
    private readonly assistants: AssistantRepository,
    private readonly profiles: AssistantProfileService,
    private readonly resyncScheduler: ResyncScheduler,
  ) {}

  async update(assistant: AssistantEntity, patch: AssistantSettingsPatch): Promise<AssistantSettings> {
    await this.assistants.update(assistant.id, changeFor(assistant, patch));
    // Postgres first: a worker's reconcile reads the setting from there.
    if (patch.resync !== undefined)
      await this.resyncScheduler.apply({ assistantId: assistant.id, frequency: patch.resync });
    const profile = await this.profiles.profile(assistant.id);
    const saved = await this.assistants.findById(assistant.id);
    return {
      ...profile,
      allowedDomains: saved?.allowedDomains ?? [],
      resync: saved?.resyncFrequency ?? assistant.resyncFrequency,
    };
  }
}

/** Only what the owner sent changes; a colour sent alone keeps the other. */
function changeFor(assistant: AssistantEntity, patch: AssistantSettingsPatch): AssistantPatch {
  const change: AssistantPatch = {};
  if (patch.name !== undefined) change.name = patch.name;
  if (patch.greeting !== undefined) change.greeting = patch.greeting;
  if (patch.colors !== undefined)
    change.colors = {
      primary: patch.colors.primary ?? assistant.colors.primary,
      secondary: patch.colors.secondary ?? assistant.colors.secondary,
    };
  if (patch.suggestedQuestions !== undefined) {
    change.suggestedQuestions = patch.suggestedQuestions;
    // A recrawl suggests questions of its own; the owner's choice outlives it.
    change.suggestedQuestionsByOwner = true;
  }
  if (patch.allowedDomains !== undefined) change.allowedDomains = patch.allowedDomains;
  if (patch.resync !== undefined) change.resyncFrequency = patch.resync;
  return change;
}

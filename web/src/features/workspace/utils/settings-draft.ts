import {
  assistantSettingsSchema,
  fieldMessage,
  type AssistantProfile,
  type AssistantSettingsInput,
} from '@gptsite/shared';

/** The settings form as the owner edits it: lists are one entry per line. */
export interface SettingsDraft {
  name: string;
  greeting: string;
  primary: string;
  secondary: string;
  suggestedQuestions: string;
  allowedDomains: string;
}

export type SettingsField = 'name' | 'greeting' | 'colors' | 'suggestedQuestions' | 'allowedDomains';

const FIELD_LABELS: Record<SettingsField, string> = {
  name: 'name',
  greeting: 'greeting',
  colors: 'colours',
  suggestedQuestions: 'suggested questions',
  allowedDomains: 'allowed domains',
};

export function draftFrom(profile: AssistantProfile, allowedDomains: readonly string[]): SettingsDraft {
  return {
    name: profile.name,
    greeting: profile.greeting,
    primary: profile.colors.primary,
    secondary: profile.colors.secondary,
    suggestedQuestions: profile.suggestedQuestions.join('\n'),
    allowedDomains: allowedDomains.join('\n'),
  };
}

/** Lines of a list field, trimmed, blank ones dropped; domains may also be separated by commas. */
const lines = (text: string, commas = false) =>
  text
    .split(commas ? /[\n,]/ : '\n')
    .map((line) => line.trim())
    .filter(Boolean);

const sameList = (left: readonly string[], right: readonly string[]) =>
  left.length === right.length && left.every((item, index) => item === right[index]);

/**
 * Only what the owner changed: sending unchanged suggested questions would mark them as the owner's and
 * stop a recrawl from suggesting new ones.
 */
export function changedSettings(draft: SettingsDraft, saved: SettingsDraft): AssistantSettingsInput {
  const patch: AssistantSettingsInput = {};
  if (draft.name.trim() !== saved.name) patch.name = draft.name;
  if (draft.greeting.trim() !== saved.greeting) patch.greeting = draft.greeting;
  const colors: { primary?: string; secondary?: string } = {};
  if (draft.primary.trim().toLowerCase() !== saved.primary.toLowerCase()) colors.primary = draft.primary;
  if (draft.secondary.trim().toLowerCase() !== saved.secondary.toLowerCase())
    colors.secondary = draft.secondary;
  if (colors.primary !== undefined || colors.secondary !== undefined) patch.colors = colors;
  const questions = lines(draft.suggestedQuestions);
  if (!sameList(questions, lines(saved.suggestedQuestions))) patch.suggestedQuestions = questions;
  const domains = lines(draft.allowedDomains, true);
  if (!sameList(domains, lines(saved.allowedDomains, true))) patch.allowedDomains = domains;
  return patch;
}

/** The shared schema's sentence per field, as the server would say it; empty when the change is valid. */
export function settingsErrors(patch: AssistantSettingsInput): Partial<Record<SettingsField, string>> {
  const result = assistantSettingsSchema.safeParse(patch);
  if (result.success) return {};
  const errors: Partial<Record<SettingsField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SettingsField | undefined;
    if (field && field in FIELD_LABELS && !errors[field])
      errors[field] = fieldMessage(FIELD_LABELS[field], issue.message);
  }
  return errors;
}

/** `#abc` as `#aabbcc`, for the colour picker (which takes only six digits). */
export function pickerColor(value: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value.trim());
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(value.trim()) ? value.trim().toLowerCase() : '#000000';
}

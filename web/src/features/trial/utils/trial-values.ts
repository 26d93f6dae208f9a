import { fieldMessage, validateTrial, type BrandKey, type TrialField } from '@gptsite/shared';

export interface TrialValues {
  brand: BrandKey;
  name: string;
  email: string;
  phone: string;
  website: string;
  organization: string;
}
export type TrialErrors = Partial<Record<TrialField | 'files', string>>;

export const TRIAL_FIELDS: readonly TrialField[] = [
  'brand',
  'name',
  'email',
  'phone',
  'website',
  'organization',
];

export const emptyTrialValues = (brand: BrandKey): TrialValues => ({
  brand,
  name: '',
  email: '',
  phone: '',
  website: '',
  organization: '',
});

/** Field errors from the shared schema, worded "There's an issue with the {field} field: {reason}". */
export function trialFieldErrors(values: TrialValues): TrialErrors {
  const result = validateTrial(values);
  return result.ok ? {} : result.fields;
}

/** One check of the documents for every form that uploads them. */
export { filesError } from '../../../lib/document-files';

const SPEC_SENTENCE = /^There's an issue with the [^:]+ field: /;
const SERVER_FIELD_NAMES: Record<string, TrialField | 'files'> = {
  documents: 'files',
  file: 'files',
  industry: 'brand',
};
/** The field names the form shows (its labels), as its own checks word them. */
const FORM_LABELS: Partial<Record<TrialField | 'files', string>> = { brand: 'industry', files: 'documents' };

/**
 * Maps an error's `fields` onto the form, each in the spec's sentence under the form's own name for the
 * field (the server calls the documents `files`, the form says "documents").
 */
export function serverFieldErrors(fields: Record<string, string>): TrialErrors {
  const errors: TrialErrors = {};
  for (const [rawName, message] of Object.entries(fields)) {
    const name = SERVER_FIELD_NAMES[rawName] ?? rawName;
    if (name !== 'files' && !(TRIAL_FIELDS as readonly string[]).includes(name)) continue;
    const key = name as TrialField | 'files';
    errors[key] = fieldMessage(FORM_LABELS[key] ?? key, message.replace(SPEC_SENTENCE, ''));
  }
  return errors;
}

/** An upload the server refused for a reason of its own (a disguised program, a file too large). */
export function isUploadRefusal(status: number | undefined, code: string | undefined): boolean {
  return status === 413 || status === 415 || Boolean(code?.startsWith('UPLOAD_'));
}

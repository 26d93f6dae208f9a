/**
 * Control characters in submitted text. Postgres refuses NUL in text columns (a 500 if it got that far),
 * and the others have no business in a name, an address or an id: the trial form refuses them (the owner
 * can fix the field), other bodies and file names lose them; tab, line feed and carriage return are
 * ordinary text (a stack trace, a pasted paragraph) and are allowed.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Matches text with no control character, for zod's `.regex()`. */
// eslint-disable-next-line no-control-regex
export const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/** The field sentence's reason when a value holds a control character. */
export const CONTROL_CHARACTER_REASON =
  'Please remove the invisible control characters (such as a NUL byte) from this value';

export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

/**
 * A copy of a parsed JSON body with control characters removed from every string and object key. Plain
 * data only (what a JSON parser returns): other values are returned as they are.
 */
export function stripControlCharactersDeep(value: unknown): unknown {
  if (typeof value === 'string') return stripControlCharacters(value);
  if (Array.isArray(value)) return value.map(stripControlCharactersDeep);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        stripControlCharacters(key),
        stripControlCharactersDeep(item),
      ]),
    );
  }
  return value;
}

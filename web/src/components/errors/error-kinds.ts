/**
 * Which caught errors are critical (spec section 4): they are reported to the server and stay on screen.
 * Browsers word the same failure differently, so each kind lists the Chrome, Firefox and Safari forms.
 */
const CRITICAL_PATTERNS: ReadonlyArray<{ kind: string; pattern: RegExp }> = [
  {
    kind: 'property read on undefined',
    pattern:
      /cannot read propert(?:y|ies) of (?:undefined|null)|can't access property|undefined is not an object|is undefined/i,
  },
  { kind: 'undefined function', pattern: /is not a function/i },
  { kind: 'network error', pattern: /network ?error|failed to fetch|load failed/i },
  {
    kind: 'chunk load error',
    pattern:
      /chunkloaderror|loading (?:css )?chunk|dynamically imported module|importing a module script failed/i,
  },
];

export function criticalKind(error: Error): string | undefined {
  const text = `${error.name}: ${error.message}`;
  return CRITICAL_PATTERNS.find(({ pattern }) => pattern.test(text))?.kind;
}

export const isCriticalError = (error: Error): boolean => criticalKind(error) !== undefined;

/** Network trouble gets the automatic health-check retry. */
export const isNetworkError = (message: string): boolean => /fetch|network|load failed/i.test(message);

/**
 * The trial response's viewing token, kept for this tab by conversion id: it lets the conversion page
 * (and the dashboard it leads to) read that conversion's progress before the owner has a password. It
 * opens nothing else; recrawl and retry need the owner signed in.
 */
const keyFor = (conversionId: string) => `gptsite:view-token:${conversionId}`;

export function storeViewToken(conversionId: string, token: string | undefined): void {
  if (!token) return;
  try {
    sessionStorage.setItem(keyFor(conversionId), token);
  } catch {
    // Storage unavailable: a signed-in owner still sees the page.
  }
}

export function readViewToken(conversionId: string): string | null {
  try {
    return sessionStorage.getItem(keyFor(conversionId));
  } catch {
    return null;
  }
}

/** The viewing token as the API takes it beside the user's own `Authorization`. */
export function viewTokenHeaders(conversionId: string): Record<string, string> {
  const token = readViewToken(conversionId);
  return token ? { 'X-View-Token': token } : {};
}

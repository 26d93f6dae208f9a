/**
 * The email a trial was submitted with, kept for this tab only (sessionStorage, like the viewing token):
 * the conversion page offers to mail that address a set-password link without asking for it again, and
 * nobody else who opens the page's address learns it.
 */
const keyFor = (conversionId: string) => `gptsite:trial-email:${conversionId}`;

export function rememberSubmittedEmail(conversionId: string, email: string): void {
  try {
    sessionStorage.setItem(keyFor(conversionId), email);
  } catch {
    // Storage unavailable: the page asks for the address instead.
  }
}

export function submittedEmail(conversionId: string): string | null {
  try {
    return sessionStorage.getItem(keyFor(conversionId));
  } catch {
    return null;
  }
}

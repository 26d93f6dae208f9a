/** Only same-site paths may be redirect targets, so a crafted link cannot send a user elsewhere. */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** Full-window navigation for server-given addresses; refuses anything that is not http(s). */
export function assignLocation(url: string): boolean {
  try {
    const target = new URL(url, window.location.origin);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
    window.location.assign(target.toString());
    return true;
  } catch {
    return false;
  }
}

/** randomUUID needs a secure context; plain-http previews fall back to a random string. */
export function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const VISITOR_KEY = 'gptsite:visitor-id';

/** An anonymous id per browser, so the owner's analytics can tell returning visitors apart. */
export function visitorId(): string {
  try {
    const existing = localStorage.getItem(VISITOR_KEY);
    if (existing) return existing;
    const created = newId();
    localStorage.setItem(VISITOR_KEY, created);
    return created;
  } catch {
    return newId();
  }
}

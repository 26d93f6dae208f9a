/** Knowledge sources: what kinds there are and what became of each URL the crawler found. */
export const SOURCE_TYPES = ['webpage', 'pdf', 'video', 'calendar', 'form'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export const SOURCE_ORIGINS = ['crawl', 'sitemap', 'upload'] as const;
export type SourceOrigin = (typeof SOURCE_ORIGINS)[number];

/** The coverage report's verdict for each URL. */
export const SOURCE_OUTCOMES = ['pending', 'indexed', 'skipped', 'failed'] as const;
export type SourceOutcome = (typeof SOURCE_OUTCOMES)[number];

/** Why a URL was skipped or failed; each has a sentence an owner understands. */
export const SOURCE_REASONS = {
  robots: 'robots.txt asks crawlers not to visit this page',
  off_site: 'This link leads to another website',
  duplicate: 'Same content as another page that was indexed',
  repeated: 'Everything on this page also appears on other pages, which were indexed',
  limit: 'The page limit for this crawl was reached',
  depth: 'This page is too many links away from the home page',
  not_html: 'This file type is not something the assistant can read',
  empty: 'The page has no readable text',
  not_found: 'The page only says it could not be found',
  http_status: 'The server answered with an error',
  timeout: 'The page took too long to respond',
  too_large: 'The file is larger than the 5 MB limit per page',
  blocked_address: 'The address points to a private network and was blocked for security',
  bad_scheme: 'Only http and https links can be crawled',
  redirect_loop: 'The page redirects in a loop',
  network: 'The server could not be reached',
  render_failed: 'The page needs JavaScript and could not be rendered',
  document_error: 'The document could not be read',
  time_budget: 'The crawl time budget ran out before this page was reached',
} as const;
export type SourceReason = keyof typeof SOURCE_REASONS;

/** Upload rules from spec section 5. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_KINDS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'txt', 'rtf'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const UPLOAD_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.txt,.rtf';

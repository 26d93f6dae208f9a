/**
 * The error catalogue (spec section 8): stable codes the server uses, the categories and notices the
 * browser shows. One definition, read by api, workers and web.
 */

export interface ErrorDefinition {
  status: number;
  message: string;
}

/** Domain errors: a stable code, the HTTP status it maps to, and a message a person can act on. */
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: { status: 400, message: 'Please check your input and try again' },
  UNREADABLE_REQUEST: {
    status: 400,
    message:
      'The request could not be read: what was sent is incomplete or garbled. Please reload the page and try again',
  },
  UPLOAD_TOO_LARGE: { status: 413, message: 'Each file must be under 10 MB' },
  UPLOAD_UNSUPPORTED: {
    status: 415,
    message: 'Only PDF, Word (doc, docx), Excel (xls, xlsx), plain text and RTF files can be uploaded',
  },
  UPLOAD_TOO_MANY: { status: 400, message: 'At most 20 files can be uploaded at once' },
  UPLOAD_MISSING: { status: 400, message: 'Please choose at least one document to upload' },
  TRIAL_NOT_FOUND: { status: 404, message: 'That trial does not exist' },
  CONVERSION_NOT_FOUND: { status: 404, message: 'That conversion does not exist or has been removed' },
  CONVERSION_NOT_RETRYABLE: { status: 409, message: 'Only a failed conversion can be retried' },
  CONVERSION_NOT_EDITABLE: {
    status: 409,
    message: "Only a failed conversion's website address can be changed",
  },
  SOURCE_NOT_FOUND: { status: 404, message: 'That source does not exist or has already been removed' },
  SOURCES_BUSY: {
    status: 409,
    message: 'Your assistant is being built right now; add or remove sources once the build has finished',
  },
  CONVERSION_SUPERSEDED: {
    status: 409,
    message:
      "This is an older build of the assistant; open the assistant's latest build to change its sources",
  },
  ASSISTANT_NOT_FOUND: { status: 404, message: 'That assistant does not exist' },
  ASSISTANT_NOT_READY: { status: 409, message: 'This assistant is still being built; try again in a moment' },
  CONVERSATION_NOT_FOUND: { status: 404, message: 'That conversation does not exist or has been removed' },
  OVERRIDE_NOT_FOUND: { status: 404, message: 'That answer override does not exist or has been deleted' },
  GAP_NOT_FOUND: {
    status: 404,
    message: 'That content gap is no longer listed; it may have been answered or dismissed',
  },
  LEADS_OFF: {
    status: 409,
    message: 'This assistant is not collecting contact details right now',
  },
  FOLLOW_UP_NOT_FOUND: { status: 404, message: 'That follow-up does not exist' },
  WEBHOOK_NOT_SET: {
    status: 409,
    message: 'Please save a webhook URL first, then send a test event',
  },
  WEBHOOK_URL_BLOCKED: {
    status: 400,
    message: 'That webhook address points to a private network; please use a public https:// address',
  },
  MESSAGE_TOO_LONG: { status: 400, message: 'Please keep your question under 1,000 characters' },
  RATE_LIMITED: { status: 429, message: 'Too many requests; please wait a moment and try again' },
  UNAUTHORIZED: { status: 401, message: 'Please log in to continue' },
  INVALID_CREDENTIALS: { status: 401, message: 'The email or password is incorrect' },
  WEAK_PASSWORD: { status: 400, message: 'Please choose a longer, less common password' },
  ACCOUNT_EXISTS: { status: 409, message: 'An account with this email address already exists' },
  PASSWORD_LINK_EXPIRED: {
    status: 410,
    message: 'This link has already been used or has expired; please ask for a new one',
  },
  CARD_PAYMENTS_OFF: {
    status: 503,
    message:
      'Card payment is not switched on here yet; schools can request an invoice, anyone can email us to subscribe',
  },
  INVOICE_NOT_FOUND: { status: 404, message: 'That invoice does not exist' },
  PLAN_FEATURE_MISSING: {
    status: 403,
    message: "This assistant's plan does not include that feature; upgrade the plan to use it",
  },
  FORBIDDEN: { status: 403, message: "You don't have permission to access this resource" },
  NOT_FOUND: { status: 404, message: "The page you're looking for doesn't exist or has been moved" },
  SITE_UNREACHABLE: {
    status: 502,
    message: 'We could not reach the website; check the address and that the site is online',
  },
  SITE_BLOCKED: { status: 400, message: 'That address points to a private network and cannot be crawled' },
  CONVERSION_STALLED: { status: 503, message: 'The conversion stopped making progress; please retry' },
  SITE_EMPTY: { status: 422, message: 'We could not find any readable pages or documents on the website' },
  AI_UNAVAILABLE: {
    status: 503,
    message: 'The answer service is temporarily unavailable; please try again shortly',
  },
  STORE_UNAVAILABLE: {
    status: 503,
    message:
      'Part of our service (the store that keeps queues, limits and live updates) is not answering; please try again in a minute',
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message:
      'Part of our service (the database that keeps trials, assistants and conversations) is not answering; please try again in a minute',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'Our servers are experiencing issues. We are working to fix this.',
  },
  INTERNAL: { status: 500, message: 'Something unexpected happened. We are investigating the issue.' },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The JSON body of every error response (api-contract.md). */
export interface ErrorResponseBody {
  statusCode: number;
  message: string;
  code?: ErrorCode;
  fields?: Record<string, string>;
  correlationId?: string;
}

export const DEFAULT_FIELD_REASON = 'Please check your input and try again';

/** Field validation wording from spec section 5. */
export function fieldMessage(field: string, reason: string = DEFAULT_FIELD_REASON): string {
  return `There's an issue with the ${field} field: ${reason}`;
}

/** Turns a failed call into the spec's message: "status: server message", with fallbacks. */
export function failedCallMessage(input: {
  status?: number;
  serverMessage?: string;
  statusText?: string;
  rawMessage?: string;
}): string {
  const detail = input.serverMessage || input.statusText || input.rawMessage || 'Unknown error';
  return input.status ? `${input.status}: ${detail}` : detail;
}

export type ErrorCategory = 'network' | 'notfound' | 'server' | 'permission' | 'unknown';

export const ERROR_CATEGORY_TEXT: Record<ErrorCategory, string> = {
  network: 'Unable to connect to our servers. Please check your internet connection.',
  notfound: "The page you're looking for doesn't exist or has been moved.",
  server: "Our servers are experiencing issues. We're working to fix this.",
  permission: "You don't have permission to access this resource.",
  unknown: "Something unexpected happened. We're investigating the issue.",
};

/** Category from message text, checked in the table's order (spec section 8). */
export function categorizeError(message: string): ErrorCategory {
  const text = message.toLowerCase();
  if (text.includes('fetch')) return 'network';
  if (text.includes('404')) return 'notfound';
  if (text.includes('500') || text.includes('server')) return 'server';
  if (text.includes('403') || text.includes('unauthorized')) return 'permission';
  return 'unknown';
}

/** The code shown on the error screen: the first three-digit number in the message. */
export function errorDisplayCode(message: string): string {
  return message.match(/\b\d{3}\b/)?.[0] ?? 'ERR_UNKNOWN';
}

export type FormNoticeKind = 'network' | 'server' | 'upload' | 'email' | 'timeout' | 'validation' | 'other';

export interface FormNotice {
  kind: FormNoticeKind;
  title: string;
  message: string;
  suggestion: string;
  showDetails: boolean;
  retryAction: boolean;
  contactSupport: boolean;
}

const NOTICE_RULES: ReadonlyArray<{ kind: FormNoticeKind; words: string[] }> = [
  { kind: 'network', words: ['network', 'fetch', 'failed to fetch'] },
  { kind: 'server', words: ['column', 'database', 'server'] },
  { kind: 'upload', words: ['upload', 'document'] },
  { kind: 'email', words: ['email', 'mail'] },
  { kind: 'timeout', words: ['timeout', 'timed out'] },
  { kind: 'validation', words: ['validation', 'required', 'invalid'] },
];

/** The form-submission notice for a failure message (spec section 8). */
export function formNoticeFor(message: string, email?: string): FormNotice {
  const text = message.toLowerCase();
  const kind = NOTICE_RULES.find((rule) => rule.words.some((word) => text.includes(word)))?.kind ?? 'other';
  return formNoticeOfKind(kind, email);
}

/** The notice of a kind the caller already knows (e.g. an upload the server refused with 413 or 415). */
export function formNoticeOfKind(kind: FormNoticeKind, email?: string): FormNotice {
  const base = { showDetails: false, retryAction: true, contactSupport: true };
  switch (kind) {
    case 'network':
      return {
        ...base,
        kind,
        title: 'Connection Issue',
        message: "We're having trouble connecting to our servers. This is usually temporary.",
        suggestion: 'Please check your internet connection and try again. Your form data has been preserved.',
      };
    case 'server':
      return {
        ...base,
        kind,
        showDetails: true,
        title: 'Server Maintenance',
        message: 'Our servers are being updated. Your information has been saved.',
        suggestion: 'Please try again in a few minutes; otherwise we will process your request manually.',
      };
    case 'upload':
      return {
        ...base,
        kind,
        title: 'Document Upload Issue',
        message: 'There was a problem uploading your documents.',
        suggestion: 'Please make sure each file is under 10MB and is a PDF, Word, Excel, text or RTF file.',
      };
    case 'email':
      return {
        ...base,
        kind,
        retryAction: false,
        title: 'Email Delivery Issue',
        message: `We had trouble sending confirmation to ${email ?? 'your email address'}.`,
        suggestion: 'Your trial is still active. Please check your spam folder or update your email address.',
      };
    case 'timeout':
      return {
        ...base,
        kind,
        title: 'Request Timeout',
        message: 'Your request is still processing. Duplicate submissions are prevented.',
        suggestion: 'Please wait a moment, then try again if nothing happens.',
      };
    case 'validation':
      return {
        ...base,
        kind,
        contactSupport: false,
        title: 'Form Validation Error',
        message: 'Some of the information provided needs attention.',
        suggestion: 'Please review the highlighted fields and try again.',
      };
    default:
      return {
        ...base,
        kind: 'other',
        title: 'Submission Issue',
        message: 'An unexpected issue occurred during submission.',
        suggestion: 'Please try again, or contact support if the problem continues.',
      };
  }
}

/** Subject line of the support mail draft offered by the form-exception dialog. */
export const SUPPORT_MAIL_SUBJECT = 'Form Submission Issue';
export const SUPPORT_CONTACT = { phone: '(800) 555-0142', email: 'support@gptsite.ai' } as const;

import type { Lead } from '@gptsite/shared';

export const LEAD_CSV_COLUMNS = [
  'createdAt',
  'name',
  'email',
  'phone',
  'question',
  'answer',
  'pageUrl',
  'conversationId',
  'firstQuestion',
] as const satisfies ReadonlyArray<keyof Lead>;

/**
 * A cell as RFC 4180 wants it (quoted, quotes doubled). Visitors typed these values: one starting with
 * =, +, -, @ or a tab would run as a formula in a spreadsheet, so it is prefixed with an apostrophe.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Every lead, a header row first, CRLF line ends. */
export function leadsCsv(leads: Lead[]): string {
  const rows = leads.map((lead) => LEAD_CSV_COLUMNS.map((column) => csvCell(lead[column])).join(','));
  return [LEAD_CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

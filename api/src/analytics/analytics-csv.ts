import { ANALYTICS_CSV_COLUMNS, type AnalyticsDay } from '@gptsite/shared';

/**
 * The per-day numbers as CSV (RFC 4180 line ends), a header row first. Every value is a date or a count,
 * so nothing needs quoting and no cell can start a spreadsheet formula.
 */
export function analyticsCsv(days: AnalyticsDay[]): string {
  const rows = days.map((day) => ANALYTICS_CSV_COLUMNS.map((column) => String(day[column])).join(','));
  return [ANALYTICS_CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

/** `analytics-<assistant>-<n>d-<last day>.csv`: ids and dates only, safe in a header. */
export function analyticsCsvFileName(assistantId: string, days: AnalyticsDay[]): string {
  const lastDay = days.at(-1)?.date ?? 'empty';
  return `analytics-${assistantId}-${days.length}d-${lastDay}.csv`;
}

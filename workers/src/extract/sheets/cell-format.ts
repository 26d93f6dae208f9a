/**
 * Formats spreadsheet numbers and dates the way a reader expects to see them: currency and percent
 * formats are honoured, float noise (0.30000000000000004) is removed, dates are ISO (unambiguous in
 * every locale, and easy to match in questions like "what happens on 2024-05-03").
 */
const CURRENCY = /[$€£¥]/;
const SIGNIFICANT_DIGITS = 12;

export function formatNumber(value: number, numFmt: string | null | undefined): string {
  // Only the first section applies to positive numbers.
  const section = (numFmt ?? '').split(';')[0];
  const format = stripQuotedParts(section);
  if (format.includes('%')) return `${trimNumber(value * 100)}%`;
  const currency = currencySymbol(section);
  if (!currency) return trimNumber(value);
  const decimals = /\.(0+)/.exec(format)?.[1].length ?? 0;
  return `${value < 0 ? '-' : ''}${currency}${Math.abs(value).toFixed(decimals)}`;
}

/** "[$€-407]" names a currency; "[$-409]" is only a locale; otherwise a bare or quoted symbol. */
function currencySymbol(section: string): string | null {
  const tagged = /\[\$([^\]-]+)(?:-[0-9a-f]+)?\]/i.exec(section);
  if (tagged) return tagged[1];
  return CURRENCY.exec(section.replace(/\[[^\]]*\]/g, ''))?.[0] ?? null;
}

export function formatDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  const time = iso.slice(11, 16);
  // Excel stores a time of day alone as a date on its epoch, 1899-12-30 (or 1904-01-01).
  if (iso.startsWith('1899-12-30') || iso.startsWith('1899-12-31') || iso.startsWith('1904-01-01'))
    return time;
  return time === '00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${time}`;
}

/** True for number formats that display a date or time (day, month, year, hour or second codes). */
export function isDateFormat(numFmt: string): boolean {
  const format = stripQuotedParts(numFmt).replace(/\[[^\]]*\]/g, '');
  return /[dmyhs]/i.test(format) && !/^general$/i.test(format.trim());
}

/** Converts an Excel serial date to a Date (UTC), for readers that get raw numbers (BIFF). */
export function excelSerialToDate(serial: number, date1904: boolean): Date {
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  return new Date(epoch + Math.round(serial * 86_400_000));
}

function trimNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(SIGNIFICANT_DIGITS)));
}

function stripQuotedParts(format: string): string {
  // Literal text in quotes or after a backslash is not a format code ("d" in "Paid" is not a day).
  return format
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/_.|\*./g, '');
}

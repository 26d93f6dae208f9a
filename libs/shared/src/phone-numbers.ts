/**
 * Phone numbers written in text, in the forms businesses print them: North American numbers
 * ("(503) 217-4065", "503.217.4065", "+1 503 217 4065", "+1 (346) 475 - 5148"), numbers with a country
 * code ("+44 1792 555888", "+33 (0)1 42 68 53 00") and national numbers with a trunk 0 ("01792 555888",
 * "020 7946 0958", "(02) 9876 5432"). A number must be written with separators: a bare run of digits is too often an id,
 * an order number or a date.
 */

export interface PhoneMatch {
  /** North American numbers as "(503) 217-4065"; others as written, spaces collapsed. */
  phone: string;
  /** Where the number starts and ends in the text. */
  start: number;
  end: number;
}

/** Between the groups of a number: a space, or a dot or dash with a space on either side, on one line. */
const SEP = String.raw`(?:[ \t\u00a0]?[.-][ \t\u00a0]?|[ \t\u00a0])`;
const NORTH_AMERICAN = new RegExp(
  String.raw`(?<![\w+$])(?:\+?1${SEP}?)?(?:\(([2-9]\d{2})\)[ \t\u00a0]?|([2-9]\d{2})${SEP})([2-9]\d{2})${SEP}(\d{4})(?![\w-])`,
  'g',
);
/** "+44 1792 555888", "+44 (0)1792 555888", "+49 30 1234567", "+61-2-9876-5432". */
const WITH_COUNTRY_CODE = new RegExp(
  String.raw`(?<![\w+])\+\d{1,3}(?:${SEP}?\(0\))?(?:${SEP}?\(?\d{1,5}\)?){1,6}(?![\w-])`,
  'g',
);
/** "01792 555888", "(01792) 555888", "020-7946-0958", "01 42 68 53 00". */
const NATIONAL = new RegExp(
  String.raw`(?<![\w+$£€.,:/-])(?:\(0\d{1,4}\)|0\d{1,4})(?:${SEP}?\d{2,8}){1,4}(?![\w-]|[.,/]\d)`,
  'g',
);
/** The last group of a number, with the separator before it. */
const LAST_GROUP = new RegExp(String.raw`${SEP}+\(?\d+\)?$`);
/** A label just before a number that makes it a fax line, not a phone ("Fax:", "Our FAX number is"). */
const FAX_BEFORE = /fax(?:\s+(?:number|no\.?|line))?(?:\s+is)?\W{0,12}$/i;

/** Every phone number in `text`, in order, faxes left out. */
export function phoneMatches(text: string): PhoneMatch[] {
  const found: PhoneMatch[] = [];
  const taken = (start: number, end: number): boolean =>
    found.some((match) => start < match.end && end > match.start);
  const add = (start: number, raw: string, read: (raw: string) => string | null): void => {
    // A number followed by other figures ("01792 555888 2024") is read without the figures.
    let written = raw;
    let phone = read(written);
    while (!phone && LAST_GROUP.test(written)) {
      written = written.replace(LAST_GROUP, '');
      phone = read(written);
    }
    const end = start + written.length;
    if (!phone || taken(start, end) || isPlaceholderPhone(phone)) return;
    if (FAX_BEFORE.test(text.slice(Math.max(0, start - 28), start))) return;
    found.push({ phone, start, end });
  };
  for (const match of text.matchAll(WITH_COUNTRY_CODE)) add(match.index, match[0], international);
  for (const match of text.matchAll(NORTH_AMERICAN)) {
    const digits = `${match[1] ?? match[2]}${match[3]}${match[4]}`;
    add(match.index, match[0], () => formatNorthAmerican(digits));
  }
  for (const match of text.matchAll(NATIONAL)) add(match.index, match[0], national);
  return found.sort((left, right) => left.start - right.start);
}

export function phonesInText(text: string): string[] {
  return phoneMatches(text).map((match) => match.phone);
}

/** A tel: link's number: North American ones formatted, others as written. */
export function phoneFromTel(href: string): string[] {
  if (!/^tel:/i.test(href)) return [];
  const raw = safeDecode(href.slice(4)).trim();
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // Ten digits without a country code, or +1 and ten digits, is a North American number.
  if (national.length === 10 && !national.startsWith('0') && (!raw.startsWith('+') || digits.length === 11))
    return [formatNorthAmerican(national)];
  if (digits.length < 6 || isPlaceholderPhone(raw)) return [];
  return [raw.replace(/\s+/g, ' ')];
}

/**
 * Two spellings of one number: the same digits, or a national number ("01792 555888") and the same
 * number with its country code ("+44 1792 555888"), or a North American number with and without +1.
 */
export function samePhone(left: string, right: string): boolean {
  const [a, b] = [digitsOf(left), digitsOf(right)].sort((x, y) => x.length - y.length);
  if (a === b) return true;
  const national = a.replace(/^0/, '');
  return national.length >= 7 && b.endsWith(national) && b.length - national.length <= 3;
}

/** Template numbers ("(555) 555-5555", "0000 000000", "123-456-7890"), never a business's. */
export function isPlaceholderPhone(phone: string): boolean {
  const digits = digitsOf(phone);
  if (/^(\d)\1+$/.test(digits.replace(/^1(?=\d{10}$)/, ''))) return true;
  return /0?123456789|987654321/.test(digits);
}

function international(raw: string): string | null {
  const digits = raw.replace(/\(0\)/, '').replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15 || /\($/.test(raw)) return null;
  if (digits.startsWith('1') && digits.length === 11) {
    const national = digits.slice(1);
    return /^[2-9]\d{2}[2-9]/.test(national) ? formatNorthAmerican(national) : null;
  }
  return raw.replace(/\s+/g, ' ').trim();
}

function national(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  // Written in groups (a bare run of digits is an id), and as long as a national number with its 0.
  if (!/[\s.()-]/.test(raw) || digits.length < 9 || digits.length > 12) return null;
  return raw.replace(/\s+/g, ' ').trim();
}

function formatNorthAmerican(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

function digitsOf(phone: string): string {
  return phone.replace(/\(0\)/, '').replace(/\D/g, '');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

import { POST_OFFICE_BOX_PART } from '@gptsite/server';

/**
 * Postal addresses as most of the world writes them, which the US pattern (number, street, city, state,
 * ZIP) misses: "Wind Street, Swansea, Wales", "12 High Street, Oxford OX1 4AA", "Hauptstraße 5,
 * 10115 Berlin", "Rue de Rivoli 10, 75001 Paris", or the street on one line and the town and postcode
 * on the next. Only text the business speaks in about itself is read this way (the chrome, a contact
 * page, <address>): a street name in a blog post is not the business's address.
 */

const STREET_WORDS =
  'Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Way|Place|Pl|Square|Sq|Terrace|Close|Crescent|Gardens|Grove|Parade|Row|Hill|Quay|Walk|Mews|Court|Ct|Boulevard|Blvd|Highway|Hwy|Parkway|Pkwy|Circle|Wharf|Green|Broadway|Esplanade|Promenade|Arcade|Precinct|Yard';
/** "Wind Street", "12 High St.", "12a-14 Castle Road". */
const STREET_AFTER_NAME = new RegExp(
  String.raw`^(?:\d{1,5}[a-z]?(?:[-–]\d{1,5}[a-z]?)?,?\s+)?(?:\p{Lu}[\p{L}'’.-]*\s+){1,4}(?:${STREET_WORDS})\.?$`,
  'u',
);
/** "Hauptstraße 5", "Kalverstraat 92", "Storgatan 1". */
const STREET_SUFFIX_FIRST =
  /^\p{Lu}\p{L}*(?:straße|strasse|str\.|weg|gasse|platz|allee|straat|laan|gracht|gatan|vägen|vej|gade)\s+\d{1,5}[a-z]?$/iu;
/** "Rue de Rivoli 10", "10 rue de Rivoli", "Calle Mayor 5", "Via Roma 1". */
const STREET_WORD_FIRST =
  /^(?:\d{1,5},?\s+)?(?:rue|avenue|boulevard|place|chemin|allée|calle|avenida|plaza|paseo|via|viale|piazza|corso|rua)\s+[\p{L}'’ -]{2,40}?(?:,?\s+\d{1,5}[a-z]?)?$/iu;
/** A postcode: UK "SA1 1DP", Canadian "K1A 0B1", Dutch "1012 AB", or four or five digits. */
const POSTCODE = /^(?:[A-Z]{1,2}\d[A-Z\d]?|\d[A-Z]{2}|[A-Z]\d[A-Z]|\d[A-Z]\d|\d{4,5}(?:-\d{4})?|[A-Z]{2})$/;
/** Lower-case words a place name may hold: "Stratford-upon-Avon", "Newcastle upon Tyne", "Frankfurt am Main". */
const CONNECTORS = new Set([
  'of',
  'on',
  'upon',
  'the',
  'de',
  'la',
  'le',
  'du',
  'des',
  'am',
  'an',
  'der',
  'sur',
  'en',
  'y',
  'di',
  'del',
]);
/** Words of headings and labels that sit beside an address and are no place. */
const NOT_PLACE =
  /^(hours|opening|open|closed|contact|details|email|e-mail|phone|tel|telephone|call|menu|home|about|book|booking|map|directions|follow|send|message|name|us|our|get|find|visit|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|today|daily|copyright|rights|reserved|privacy|terms|faq)$/i;
const LABEL =
  /^(?:(?:our |mailing |postal |street )?address|location|located at|visit us(?: at)?|find us(?: at)?)\s*:?\s*/i;
/**
 * A sentence leading up to the address: "Our offices are located at 773 Central Avenue, Westfield, NJ."
 * What follows it is read as an address line would be.
 */
const LEAD_IN =
  /^.{0,60}?\b(?:(?:is|are) (?:located|situated) at|(?:find|visit) us at|we are (?:located )?at)\s+/i;
const MAX_LINE = 150;
/** A house number and a street: "257 Lower Heidelberg Rd", "12a High Street". */
const NUMBERED_STREET = new RegExp(
  String.raw`(?:^|\s)\d{1,5}[a-z]?\s+(?:[\p{L}'’.-]+\s+){0,4}(?:${STREET_WORDS})\b`,
  'iu',
);

/**
 * A six-digit postcode after the region, as India ("Maharashtra 422007", "Bengaluru - 560 076"), Singapore,
 * China and Russia write it, closing the address.
 */
const SIX_DIGIT_POSTCODE = /^(?:\p{Lu}[\p{L}.'’-]*\s+){0,3}(?:-\s*)?\d{3}\s?\d{3}$/u;
/** A house, plot, door or floor number opening such an address: "Plot No. 8", "2nd floor", "#12". */
const NUMBERED_PREMISES = /^(?:[#\p{L}.'’ -]{0,20}\d|\d)/u;
/** The most parts an address of localities may have: premises, building, roads, area, town, region. */
const MAX_LOCALITY_PARTS = 10;

/**
 * "Plot No. 8, Jay Ganesh Colony No. 1, Shramik Nagar, Satpur, Nashik, Maharashtra 422007": an address
 * written as premises, colony or complex, roads and areas, town, then region and a six-digit postcode —
 * no street suffix to go by, so the numbered premises first and the postcode last stand for it. Every
 * part is a short name, as a sentence's clauses are not.
 */
function localityAddress(parts: string[]): string[] | null {
  if (parts.length < 3 || parts.length > MAX_LOCALITY_PARTS) return null;
  if (!NUMBERED_PREMISES.test(parts[0]) || !SIX_DIGIT_POSTCODE.test(parts[parts.length - 1])) return null;
  const named = (part: string): boolean =>
    part.split(/\s+/).length <= 6 && /^[\p{Lu}\d#]/u.test(part) && !NOT_PLACE.test(part.split(/\s+/)[0]);
  return parts.every(named) ? parts : null;
}

/** Whether `text` names a house number and a street (a map link's text, say). */
export function hasNumberedStreet(text: string): boolean {
  return NUMBERED_STREET.test(text);
}

export function hasStreet(text: string): boolean {
  return text.split(/\s*,\s*|\n/).some(isStreet);
}

/** Addresses among `lines`, one line each with its parts joined by ", ". */
export function addressLines(lines: string[]): string[] {
  const found: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]
      .replace(LABEL, '')
      .replace(LEAD_IN, '')
      .replace(/(?<=\p{L})\.$/u, '')
      .trim();
    if (!line || line.length > MAX_LINE) continue;
    const parts = line.split(/\s*,\s*/).filter(Boolean);
    const address = addressIn(parts) ?? localityAddress(parts);
    if (address && address.length > 1) {
      found.push(address.join(', '));
      continue;
    }
    // The street alone on its line: the town and postcode may follow on the next one to three lines.
    const street = parts.length <= 2 ? addressIn([...parts, 'Town'])?.slice(0, -1) : null;
    const rest = street ? townLines(lines.slice(index + 1, index + 4)) : null;
    if (street && rest) {
      found.push([...street, ...rest.parts].join(', '));
      index += rest.lineCount;
    } else if (address) found.push(address.join(', '));
  }
  return found;
}

/**
 * The town, region and postcode lines after a street, up to the postcode. Without a postcode, a street
 * followed by capitalised lines is too often a heading and its items.
 */
function townLines(lines: string[]): { parts: string[]; lineCount: number } | null {
  const parts: string[] = [];
  let lineCount = 0;
  for (const line of lines) {
    const lineParts = line.split(/\s*,\s*/).filter(Boolean);
    if (!lineParts.length || !lineParts.every(isPlace)) break;
    parts.push(...lineParts);
    lineCount += 1;
    if (lineParts.some(hasPostcode)) return { parts, lineCount };
  }
  return null;
}

/**
 * The address among a line's parts, from the street on: the street is the first part, or the second
 * after a building or business name, and the rest are places. A street with no place after it needs
 * its house number ("1 Quay Road"); "Wind Street" alone is a street name, not an address.
 */
function addressIn(parts: string[]): string[] | null {
  const street = parts.findIndex(isStreet);
  if (street < 0 || street > 1 || parts.length > 6) return null;
  if (street === 1 && !isName(parts[0])) return null;
  const places = parts.slice(street + 1);
  if (!places.every(isPlace) || (!places.length && !/\d/.test(parts[street]))) return null;
  return parts.slice(street);
}

/** A street, or the box number a mailing address gives in its place ("PO Box 121175"). */
function isStreet(part: string): boolean {
  return (
    STREET_AFTER_NAME.test(part) ||
    STREET_SUFFIX_FIRST.test(part) ||
    STREET_WORD_FIRST.test(part) ||
    POST_OFFICE_BOX_PART.test(part)
  );
}

/** "Swansea", "Wales", "Oxford OX1 4AA", "75001 Paris", "NSW 2000", "Newcastle upon Tyne". */
function isPlace(part: string): boolean {
  const tokens = part.split(/\s+/);
  if (tokens.length > 5 || isStreet(part)) return false;
  let named = false;
  for (const token of tokens) {
    if (NOT_PLACE.test(token)) return false;
    if (POSTCODE.test(token) || /^\p{Lu}[\p{L}'’.-]*$/u.test(token)) named = true;
    else if (!CONNECTORS.has(token)) return false;
  }
  return named;
}

function hasPostcode(part: string): boolean {
  return part.split(/\s+/).some((token) => /\d/.test(token) && POSTCODE.test(token));
}

/** A building or business name before the street: "Harbour Lounge", "Unit 4", "The Old Mill". */
function isName(part: string): boolean {
  const tokens = part.split(/\s+/);
  return (
    tokens.length <= 5 &&
    tokens.every((token) => /^[\p{Lu}\d][\p{L}\d'’.&-]*$/u.test(token) || CONNECTORS.has(token))
  );
}

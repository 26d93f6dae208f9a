import { US_STATE_NAMES, phoneMatches } from '@gptsite/shared';
import { STOPWORDS, stem } from '../knowledge/tokenizer';
import { WEEKDAYS } from '../knowledge/weekdays';
import { DEGREE_ABBREVIATION } from './degree-level';

/**
 * The kind of fact a question asks for, and whether a sentence contains one. "What time…" wants a
 * time, "how much…" an amount, "where…" an address: a sentence that shares the question's words but
 * holds no such fact is not an answer, and one that holds it covers the question's asking words
 * ("cost", "hours", "phone") even when it does not repeat them.
 */

export type AnswerType =
  | 'time'
  | 'date'
  | 'money'
  | 'phone'
  | 'email'
  | 'address'
  | 'age'
  | 'duration'
  | 'count'
  | 'percent'
  | 'frequency'
  | 'person'
  | 'list'
  | 'place'
  | 'region'
  | 'distance'
  | 'school'
  | 'area';

/** Numbers written as words: "fifteen attorneys", "twenty years", "a thousand clients". */
const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|dozen';
const NUMBER_WORD = `\\d+|${NUMBER_WORDS}|a few|several|a couple of`;
const WEEKDAY = `${WEEKDAYS.join('|')}|weekdays?|weekends?`;
/**
 * An amount of money in any currency: a currency sign before or after the figure (every Unicode
 * currency symbol: "$45", "£18", "₹3,500", "50 €"), or an ISO code or "Rs." before it ("INR 4,000",
 * "Rs. 500"). One definition for every pattern that tells money from other numbers.
 */
export const CURRENCY_CODES =
  'usd|eur|gbp|inr|rs|aud|cad|nzd|chf|sgd|hkd|aed|zar|jpy|cny|sek|nok|dkk|pln|mxn|brl';
const AMOUNT = `\\p{Sc}\\s?\\d|\\d\\s?\\p{Sc}|\\b(?:${CURRENCY_CODES})\\.?\\s?\\d`;
const MONTH = 'january|february|march|april|may|june|july|august|september|october|november|december';

/** A clock time written as one ("9:00", "9am", "9 a.m."), not a bare number ("Grades 6-8"). */
const CLOCK_TIME = String.raw`(?:\d{1,2}(?::\d{2})?\s?[ap]\.?m\b\.?|\d{1,2}:\d{2}\b)`;

/** The people of a business a visitor may ask which one does something. */
/** The kinds of people a business has, as a visitor names them ("which of your teachers…"). */
const PEOPLE_NOUN_WORDS = [
  'people',
  'staff',
  'employee',
  'teacher',
  'instructor',
  'tutor',
  'coach',
  'attorney',
  'lawyer',
  'doctor',
  'dentist',
  'vet',
  'veterinarian',
  'therapist',
  'stylist',
  'technician',
  'accountant',
  'cpa',
  'advisor',
  'agent',
  'provider',
  'practitioner',
];
const PEOPLE_NOUNS = ['staff members?', ...PEOPLE_NOUN_WORDS.map((word) => `${word}(?:e?s)?`)].join('|');

/** Rates that are shares, not prices: "your success rate", "the pass rate for your students". */
const SHARE_RATES =
  'success|survival|approval|pass|passing|win|retention|tax|interest|commission|completion|graduation|placement|acceptance|discount';

const QUESTION_PATTERNS: Record<AnswerType, Pick<RegExp, 'test'>> = {
  // "When is nap time?": a time of day may answer as well as a date ("when do fall classes start?" asks
  // for the day they start, not the hour).
  time: /\b(what time|hours?|open|opening|close|closing|how early|how late)\b|^\s*when\b.*\btime\b/i,
  // "When…" asks for a date, also after what the visitor tells first ("I filed an extension, when do I have
  // to file by?"); "…when I come…" does not.
  date: /^\s*(until\s+)?when\b|(?:^|[.,;!?]\s+)when\s+(?:do|does|did|is|are|was|will|would|can|should|must)\b|\b(what (days?|dates?|months?|years?)|deadline)\b(?!-)/i,
  // "What are your rates?", "your hourly rate", "rate for 7th grade math help?": a price; not "success
  // rate", "rate of return" or "rate my visit".
  money: new RegExp(
    String.raw`\bhow much\b(?!\s+(?:[a-z]+\s+)?(?:time|notice|longer|experience)\b)|\b(costs?|prices?|pricing|fees?|tuition|charge|expensive|afford)\b|\b(your|hourly|daily|flat|going)\s+rates?\b|(?<!\b(?:${SHARE_RATES})\s)\brates?\s+for\b`,
    'i',
  ),
  // A number to call, not "can students make phone calls" nor "what suite number…" (part of an address).
  phone:
    /\b(phone|telephone|cell|mobile)\s*(number|#)|\bfax\b|\b(what|which)\b[^?]*(?<!\b(?:suite|unit|room|apartment|apt|box|house|building|street|floor)\s)\bnumber\b|\bhow (do|can|should) (i|we) (call|reach|contact|phone)\b|\bwho (do|should|can) (i|we) call\b/i,
  email: /\be-?mail\b/i,
  // "What town is the firm based in?", "what city are you in": where it is, asked by its town; "is there a
  // PO box I should use?": where mail goes.
  address:
    /^\s*where\b|\b(address|located|location|directions|zip|postal|postcode|street|suite)\b|\b(?:what|which)\s+(?:town|city)\s+(?:is|are)\b|\bp\.?\s?o\.?\s+box\b|\bpost\s+office\s+box\b/i,
  // "Where can I park?" is answered by "in the lot behind the building" as well as by a street address.
  place: /^\s*where\b/i,
  age: /\b(how old|ages?|year old|years old)\b/i,
  // "How much notice do you need?", "how much experience do you have?": a length of time, not money.
  // "How far ahead should I book?", "how far in advance…": a length of time too.
  duration:
    /\bhow long\b|\bhow much\s+(?:[a-z]+\s+)?(?:time|notice|longer|experience)\b|\bhow far (?:ahead|in advance|out)\b|\bhow (?:fast|soon|quickly)\b|\bturn-?around\b/i,
  count: /\bhow many\b/i,
  // A share: "what percentage…", "your graft survival rate", "how much of the company do I need to own",
  // "how much off…". Not "your hourly rate" (money).
  percent: new RegExp(
    String.raw`\bpercent(?:age)?s?\b|\bper\s?cent\b|\bhow much of (?:the|my|your|our|his|her|their|a|an)\b|\bhow much off\b|\b(?:${SHARE_RATES})\s+rates?\b`,
    'i',
  ),
  frequency: /\bhow often\b/i,
  // "Who…", or "Who?" after another sentence ("Is there an actual licensed CPA at the firm? Who?"), or
  // one of the business's people by what they do: "Which of your teachers…", "which stylist does…".
  person: new RegExp(
    String.raw`(?:^|[.?!]\s+)who\b|^\s*which\s+(?:one\s+)?(?:of\s+(?:your|the)\s+)?(?:${PEOPLE_NOUNS})\b`,
    'i',
  ),
  distance: /\bhow far\b(?! (?:ahead|in advance|out)\b)/i,
  // Where someone studied: "Where did he get his bachelor's degree?", "What law school did Daniel Smith go
  // to?", "which university is Dr. Saket a graduate of" (STUDIED_WHERE, below, and which school).
  school: {
    test: (question: string) => STUDIED_WHERE.test(question) || WHICH_SCHOOL.test(question),
  },
  // Where the business works: "What areas do you cover?", "Which cities or areas do you serve?", "What
  // parts of New Jersey do you take cases from?".
  area: /\b(?:what|which)\s+(?:[\p{L}-]+\s+){0,2}?(?:areas?|cities|towns|counties|regions?|neighbou?rhoods?|suburbs|parts\s+of)\b.*\b(?:cover|covers|serve|serves|service|services|travel|work|take|come|go)\b|\bservice\s+areas?\b/iu,
  // "Which states do you serve?", "what state are you licensed in": firms answer with the states' names.
  region: /\b(which|what)\s+(u\.?s\.?\s+)?states?\b/i,
  // Several things: "what kind of jewelry…", "what should I bring", "what do you offer"; plural kinds
  // ("what sports can…", "which areas does…") are found by listCategory.
  list: /^\s*(what|which)\s+((kinds?|types?|sorts?)\s+of\b|(should|do|must|can)\s+(i|we)\s+(bring|avoid|wear|pack|expect)\b|do\s+you\s+(offer|provide|sell|have|teach|accept)\b)|^\s*what(?:'s|’s|\s+is|\s+are)?\s+(included|covered)\b|^\s*what\s+(does|do)\s+.+\s+(include|cover|involve|come with)\b/i,
};

/** The word naming a school ("… University", "College of …"). */
const INSTITUTION =
  'University|College|Institute|Academy|School|Law Center|Polytechnic|Seminary|Conservatory';
/** Up to five capitalised words: a school's name without "University" ("Georgetown", "SUNY Binghamton"). */
const CAPITALISED_NAME = String.raw`\p{Lu}[\p{L}.&'’-]*(?:\s+\p{Lu}[\p{L}.&'’-]*){0,4}`;
/**
 * A bio's education line: a name, a degree and the year, either way round ("Georgetown, J.D., 1992",
 * "B.A., SUNY Binghamton, 2002"). The year tells it from a person's name with letters after it ("Austin
 * Kim, J.D.").
 */
const SCHOOL_DEGREE_YEAR = String.raw`${CAPITALISED_NAME},\s+${DEGREE_ABBREVIATION},?\s+(?:19|20)\d\d\b|\b${DEGREE_ABBREVIATION},\s+${CAPITALISED_NAME},?\s+(?:19|20)\d\d\b`;
/** Words that make a kind of school, not a named one ("Law School", "High School", "Graduate School"). */
const GENERIC_SCHOOL_WORDS =
  'Law|Medical|Graduate|High|Middle|Business|Dental|Nursing|Community|The|Our|Your|A';
/**
 * Nouns a business names its documents, offerings and kinds of staff by, never a surname: "Operating
 * Agreement", "Premier Package", "Right to Know Guarantee", "Hair Stylists, Nail Artists and Aestheticians"
 * (a role in the plural: a surname in "s" — "Williams", "Adams" — is not one of these).
 */
const THING_NOUNS =
  '(?:Artists|Stylists|Therapists|Technicians|Aestheticians|Estheticians|Specialists|Professionals|Experts|Attorneys|Lawyers|Accountants|Teachers|Instructors|Tutors|Coaches|Doctors|Members|Owners|Partners|Clients|Customers|Patients|Students|Parents|Families|Guarantees?|Warranty|Warranties|Agreements?|Contracts?|Plans?|Polic(?:y|ies)|Packages?|Forms?|Returns?|Services?|Programs?|Accounts?|Statements?|Schedules?|Certificates?|Reports?|Insurance|Licen[cs]es?|Guides?|Checklists?|Calculators?|Resources?|Tips|Overview|Requirements?|Documents?|Records?|Deadlines?|Solutions?|Tools?|Steps?|Questions?|Answers?|Details|Information|Portal|Consultations?|Assessments?|Planning|Preparation|Management|Advisory|Accounting|Bookkeeping|Payroll|Testimonials|Reviews|Events|Calendar|Menu|Gallery|Inc|Corp|Corporation|Ltd|Limited|Company|Co)';
const STATE_NAMES = US_STATE_NAMES.join('|');

/** A local number without its area code. */
const LOCAL_PHONE = /\b\d{3}-\d{4}\b/;

const RELATIVE_PLACE =
  /\b(behind|beside|next to|across from|across the street|opposite|around the corner|inside|upstairs|downstairs|on the (first|second|third|ground|top) floor|in the (lot|parking|garage|back|front|rear|building|plaza|center|centre|mall))\b/i;
/** A town and its state ("Based in Bonney Lake, WA", "Tulsa, Oklahoma"): a mobile business has no street to give. */
const TOWN_AND_STATE = new RegExp(
  `\\b\\p{Lu}\\p{Ll}+(?: \\p{Lu}\\p{Ll}+){0,2},\\s?(?:[A-Z]{2}|${STATE_NAMES})\\b(?![-\\w])`,
  'u',
);

/**
 * A tagline's capitalised determiner opens no name: "Focused on Your Success", "Serving Our Community".
 */
const CAPITALISED_DETERMINERS = '(?:Your|Our|My|Their|His|Her|Its|The|This|That|These|Those|Every|Any|All)';

// An honorific and a name; a line that is only a name ("Daniel R. Price"); or two
// capitalised words after a lower-case word or a comma, not followed by a third (an organisation:
// "…children, Sacred Heart Cathedral School") nor after an article or possessive ("the Physical
// Security industry", "our Client Portal": a thing's name), nor after a preposition of place ("licensed in
// the State of New York", "an office in Los Angeles"), nor a state's name or two words followed by one
// (", Midtown Manhattan, New York": a place in an address), nor a document or offering a business names
// in capitals ("a standard Operating Agreement", "our Premier Package"), nor a capitalised determiner.
const PERSON_NAME = new RegExp(
  `\\b(Mr|Mrs|Ms|Miss|Dr|Fr|Father|Sister|Rev)\\.?\\s+\\p{Lu}\\p{Ll}|(?:(?:^|\\s)(?!(?:the|a|an|our|your|their|its|this|that|in|of|at|from|near|across|throughout|around|within)\\s)\\p{Ll}[\\p{Ll}'’-]*\\s+|,\\s*)(?!${STATE_NAMES}\\b)(?!${CAPITALISED_DETERMINERS}\\b)\\p{Lu}\\p{Ll}+\\s+(?!${THING_NOUNS}\\b)\\p{Lu}\\p{Ll}+\\b(?!\\s+\\p{Lu})(?!,\\s*(?:${STATE_NAMES})\\b)`,
  'u',
);

const ANSWER_PATTERNS: Record<AnswerType, Pick<RegExp, 'test'>> = {
  time: new RegExp(`\\b${CLOCK_TIME}|\\b(noon|midnight|by appointment|${WEEKDAY})\\b`, 'i'),
  date: new RegExp(
    `\\b(${MONTH}|${WEEKDAY})\\b|\\b(1[89]|20)\\d{2}\\b|\\b\\d{1,2}(st|nd|rd|th)\\b(?!\\s+(ave|avenue|st|street|rd|road|dr|drive|grade|floor|block))|\\b\\d{1,2}/\\d{1,2}\\b`,
    'i',
  ),
  // "Free", but not "nicotine-free" or "gluten-free". Not "60 pounds": every number of pounds in the eval
  // corpus is a weight (a grip-strength test, a truck), and a site's prices in pounds print "£".
  money: new RegExp(
    `${AMOUNT}|\\b\\d+(\\.\\d\\d)?\\s?(dollars|euros?|rupees|${CURRENCY_CODES})\\b|(?<!-)\\b(free|no cost|complimentary)\\b`,
    'iu',
  ),
  // Written phone numbers (libs/shared phone-numbers.ts: North American, with a country code, national
  // with a trunk 0), and a local seven-digit "748-1711".
  phone: { test: (text: string) => phoneMatches(text).length > 0 || LOCAL_PHONE.test(text) },
  email: /[\w.+-]+@[\w-]+(\.[\w-]+)+/,
  address:
    /\b\d{1,6}\s+([NSEW]{1,2}\.?\s+)?([\p{L}\d.]+\s+){0,3}(st|street|ave|avenue|dr|drive|rd|road|blvd|boulevard|ln|lane|way|ct|court|pl|place|pkwy|hwy|highway)\b|\b[A-Z]{2}\s+\d{5}\b/iu,
  age: new RegExp(
    `\\b(${NUMBER_WORD})\\s*(-|\\s)?(years?|months?|yrs?)(\\s+|-)(old|of age)\\b|\\b(ages?|aged) \\d+|\\b(under|over) (the age of )?\\d+\\b|\\b\\d+\\s*(years?|months?)?\\s*and (older|up)\\b|\\bas young as\\b`,
    'i',
  ),
  // "8 years old" is an age, not how long something lasts; "since 2008" says how long.
  duration: new RegExp(
    `\\b(${NUMBER_WORD})\\s*(-|\\s)?(?:(?:business|working)\\s+)?(minutes?|hours?|days?|weeks?|months?|years?)\\b(?![\\s-]+old\\b)|\\bsince (?:(?:19|20)\\d{2}|${MONTH})\\b|\\b(within|about an?) (minutes?|hours?|days?|weeks?|months?|year)\\b|\\b(in|within|takes?|lasts?) (a |an )?(few )?(seconds?|minutes?|moments?)\\b|\\b(week|day|month|year|hour|night|weekend)-long\\b|\\b(all|full|half)[- ]day\\b|\\bwithin (?:the|one|an?) (?:hour|day|week)\\b|\\bsame[- ]day\\b|\\bnext[- ](?:business[- ])?day\\b`,
    'i',
  ),
  // A number of things, not an amount of money ("$1,250"), a share ("30%") or a time ("6:30").
  count: new RegExp(
    `(?<![\\p{Sc}\\d,.:]|\\b(?:${CURRENCY_CODES})\\.?\\s?)\\b\\d+\\b(?![,.:]\\d|\\s*(?:%|\\p{Sc}))|\\b(${NUMBER_WORDS})\\b`,
    'iu',
  ),
  // "30%", "25 per cent", "33 1/3", "one third", "9 out of 10".
  percent:
    /\d\s?(?:%|percent\b|per\s?cent\b)|\b\d+\s+out\s+of\s+(?:every\s+)?\d+\b|\b\d+\s+\d\/\d\b|\b(?:one|two)[- ](?:thirds?|quarters?)\b|\b(?:a|one)[- ]half\b/i,
  // "every" only before a period or a day ("every two weeks", "every 4-6 weeks", "every Monday"): "every
  // person's progress" says nothing of how often.
  frequency: new RegExp(
    `\\b(daily|weekly|monthly|yearly|annually|quarterly|per (day|week|month|year)|\\d+\\s?(times|×|x)\\b|(once|twice|three times))|\\bevery\\s+(other\\s+|few\\s+|\\d+(?:\\s*[-–]\\s*\\d+)?\\s+|${NUMBER_WORDS}\\s+)?(days?|nights?|weeks?|months?|years?|mornings?|evenings?|hours?|minutes?|seasons?|semesters?|terms?|quarters?|${WEEKDAY})\\b`,
    'i',
  ),
  person: PERSON_NAME,
  // Where something is relative to something else, or the town it is in.
  place: { test: (text: string) => RELATIVE_PLACE.test(text) || TOWN_AND_STATE.test(text) },
  // "8 miles east of Pasadena", "a 10-minute drive", "two blocks from the station".
  distance: new RegExp(
    `\\b(${NUMBER_WORD})(\\.\\d+)?\\s*(-|\\s)?(miles?|mi|km|kilomet(er|re)s?|blocks?|minutes?\\s+(drive|walk|away|from))\\b`,
    'i',
  ),
  // A named school ("University of Minnesota", "Palmer College of Chiropractic", "Trinity Law School",
  // "Boise State University") or whom someone "graduated from". Not a degree alone ("Austin Kim, J.D."),
  // nor a label ("Law School: …"): neither says where.
  school: new RegExp(
    String.raw`(?!(?:${GENERIC_SCHOOL_WORDS})\b)\p{Lu}[\p{L}.&'’-]*(?:\s+\p{Lu}[\p{L}.&'’-]*){0,3}\s+(?:${INSTITUTION})\b|\b(?:${INSTITUTION})\s+of\s+(?:the\s+)?\p{Lu}|\bgraduated?\s+(?:\w+\s+)?from\s+(?:the\s+)?\p{Lu}|\balumn(?:us|a|i)\b|${SCHOOL_DEGREE_YEAR}`,
    'u',
  ),
  // The places a business serves: "Serving the Puget Sound area", "Locations Served: Union, Bergen…",
  // "we cover Alameda, Oakland…", or a county or region by name ("Tarrant County", "DFW Metroplex").
  // Not a county's institution or office ("Tarrant County College, 2006" in a paralegal's bio), nor papers
  // served on a party or someone who serves as something ("must be served on the defendant within 60 days
  // after the Answer…").
  area: new RegExp(
    String.raw`\b(?:serv(?:e|es|ed|ing)(?!\s+(?:on|upon|with|as)\b)|cover(?:s|ing)?|travel(?:s|ling|ing)?\s+to)\b[^.!?]{0,60}?\b\p{Lu}\p{L}+|\b(?:service\s+areas?|areas?\s+(?:we\s+)?serve[ds]?|locations\s+served)\b|\b\p{Lu}\p{L}+\s+(?:County|Counties|Parish|Metroplex|Metro|Area|Valley|Region)\b(?!\s+(?:Community\s+)?(?:${INSTITUTION}|Hospital|Courthouse|Court|Clerk|Jail|Library|Fair)\b)`,
    'u',
  ),
  // A US state by name ("offers services for Colorado and Virginia"); the two-letter codes are ordinary
  // words too ("IN", "OR", "ME").
  region: new RegExp(`\\b(${STATE_NAMES})\\b`),
  // A list item, a table row, or an inline series of at least three short items ("West Seneca,
  // Cheektowaga, Lackawanna, South Buffalo and Elma").
  list: /^(?:[-*•◇✓✗]|\d{1,2}[.)])\s|\s\|\s|(?:[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2},\s+){2,}(?:(?:[\p{L}'’-]+\s+){0,3}(?:and|or)\s+[\p{L}'’-]+|[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2},)/u,
};

/** The words that ask for a type (surface forms; callers stem them); a fact of that type covers them. */
export const TYPE_WORDS: Record<AnswerType, readonly string[]> = {
  time: ['time', 'hours', 'open', 'close'],
  date: ['date', 'day', 'deadline'],
  money: ['cost', 'price', 'pricing', 'charge', 'expensive', 'afford', 'rate'],
  // Not "fax": any phone-shaped number would cover it, and most numbers on a page are not the fax.
  phone: ['phone', 'telephone', 'call', 'number'],
  email: ['email', 'mail', 'address'],
  address: ['address', 'located', 'location', 'directions', 'zip', 'postal', 'code'],
  age: ['age', 'old'],
  duration: [],
  count: [],
  percent: ['percent', 'percentage', 'rate'],
  frequency: [],
  // "Who is the person that prepares the returns?", "Which of your teachers was in the band…?", "Who is
  // the massage therapist?": the name is the person asked for, whether the sentence repeats the role or
  // not ("…owned and operated by Victoria Ames, LMT").
  // "What's the tutor's name?": a name answers it.
  person: ['person', 'name', ...PEOPLE_NOUN_WORDS],
  list: [],
  place: [],
  region: ['state'],
  distance: ['far'],
  school: ['school', 'college', 'university', 'degree', 'graduate', 'study', 'undergrad', 'bachelor'],
  area: [
    'area',
    'areas',
    'city',
    'cities',
    'town',
    'towns',
    'county',
    'counties',
    'region',
    'part',
    'cover',
    'serve',
  ],
};

const PLURAL = /^[\p{L}'’-]*[^su\s'’]s$/iu;
const YES_NO = /^\s*(is|are|was|were|do|does|did|can|could|will|would|should|has|have|had|may|might|am)\b/i;

/** "Is the price fixed?", "Are you open on Saturdays?": answered by whether, a fact of the kind is optional. */
export function isYesNoQuestion(question: string): boolean {
  return YES_NO.test(question);
}
const PAST_QUESTION = /(?:^|[,.;?!])\s*(when|what year|how long ago)\s+(did|was|were)\b/i;

/**
 * "When did the studio open?", "What year did you start?", "How new is the school, when did it open?":
 * asked in the past tense.
 */
export function isPastTenseQuestion(question: string): boolean {
  return PAST_QUESTION.test(question);
}
/**
 * "What affects the price?", "How do you work out the travel fee?", "How is tuition calculated?": the way
 * a price is set, not an amount.
 */
const ABOUT_PRICING =
  /\b(affects?|determines?|depends?|influences?|factors?|why)\b|^\s*how\s+(?:do|does|is|are|will|would)\b.*\b(work(?:ed)? out|calculat\w*|figur\w* out|comput\w*|decid\w*|determin\w*|based)\b/i;

/**
 * "Who is Dipti Patil?": the question asks what the name it gives is. "Who owns Fox Legacy Tax?" and "Who
 * teaches Spanish?" still ask for a person.
 */
const NAMED = /^\s*[Ww]ho(?:['’]s|\s+(?:is|was|are|were))\s+\p{Lu}/u;
/** "Where did he get his degree / go to law school / train?": asks for a school, not where the business is. */
const STUDIED_WHERE =
  /^\s*where\s+(?:did|does|do|was|were|is|has|have)\b.*\b(?:degrees?|diplomas?|study|studied|studies|train|trained|training|graduate|graduated|school|college|university|educat\w*|qualif\w*|certif\w*|learn|learned|learnt)\b/i;
/** "What school did your paralegal go to?", "Which university is she a graduate of?" */
const WHICH_SCHOOL =
  /\b(?:what|which)\s+(?:[\p{L}-]+\s+)?(?:school|college|university)\b.*\b(?:go|went|attend|attended|graduate|graduated|graduates|study|studied)\b|\b(?:what|which)\s+university\b/iu;
/** "Who pays for title insurance, buyer or seller?": a choice between the options it names, not a name. */
const CHOICE = /[\p{L}'’-]+,?\s+or\s+(?:the\s+)?[\p{L}'’-]+\s*\?\s*$/iu;

const AUXILIARY = '(?:do|does|did|can|could|are|is|were|was|should|will|would|have|has|must|may)';
const TIME_UNITS = /^(years|months|weeks|days|dates|hours|times|nights|evenings|mornings)$/i;
const KIND_OF = new RegExp(
  `^\\s*(?:what|which)\\s+(?:(?:kinds?|types?|sorts?)\\s+of\\s+)?((?:[\\p{L}'’-]+\\s+){0,3}?[\\p{L}'’-]+)\\s+${AUXILIARY}\\b`,
  'iu',
);
const INCLUDED =
  /^\s*what(?:'s|’s|\s+is|\s+are)?\s+(?:included|covered)\s+(?:in|with|by)\s+(?:the\s+|your\s+|a\s+)?(.+?)\s*\??$|^\s*what\s+(?:does|do)\s+(?:the\s+|your\s+|a\s+)?(.+?)\s+(?:include|cover|involve|come with)\b/iu;

/**
 * The words naming the things a list question asks for — "sports" in "what sports…", "service projects"
 * in "what service projects do students do", "jewelry" in "what kind of jewelry…" — and, for "what does
 * the Snapshot plan include", what the list belongs to. A list under a heading holding them is the answer.
 */
export function listCategory(question: string): { words: string[]; kind: boolean } | null {
  const included = INCLUDED.exec(question);
  if (included) return { words: (included[1] ?? included[2]).split(/\s+/), kind: false };
  const match = KIND_OF.exec(question);
  if (!match) return null;
  const words = match[1].split(/\s+/);
  if (words.some((word) => new RegExp(`^${AUXILIARY}$`, 'i').test(word))) return null;
  // "What years was he at GE?", "which days are you open?": a time or a date, not a list of things.
  if (TIME_UNITS.test(words[words.length - 1])) return null;
  return { words, kind: true };
}

export function detectAnswerTypes(question: string): AnswerType[] {
  let types = (Object.keys(QUESTION_PATTERNS) as AnswerType[]).filter((type) =>
    QUESTION_PATTERNS[type].test(question),
  );
  // "Who is Dipti Patil?" asks what a name is, "…, buyer or seller?" to choose: neither asks for a name.
  if (types.includes('person') && (NAMED.test(question.replace(/\bI\b/g, 'i')) || CHOICE.test(question)))
    types = types.filter((type) => type !== 'person');
  // "Where did Michael Smith get his law degree?", "where did she train?": a school, not an address.
  if (STUDIED_WHERE.test(question)) types = types.filter((type) => type !== 'address' && type !== 'place');
  // "What service projects do students do?": the things asked for are plural.
  const category = listCategory(question);
  if (
    !types.includes('list') &&
    category &&
    (!category.kind || PLURAL.test(category.words[category.words.length - 1]))
  )
    types.push('list');
  // "What affects the price?" asks for reasons, not an amount; "How many pricing tiers…" for a number of them.
  if (types.includes('money') && (ABOUT_PRICING.test(question) || COUNTED.test(question)))
    types = types.filter((type) => type !== 'money');
  // A list of hours, prices or places is still a time, an amount or an address.
  if (types.includes('list') && types.some((type) => type !== 'list'))
    types = types.filter((type) => type !== 'list');
  // Compound asking words: "how long … hours" is a duration, an "email address" is not a street address,
  // a "phone number" is not a count.
  if (types.includes('duration')) return types.filter((type) => type !== 'time');
  // "When did the studio open?" asks for the day it opened, not its hours.
  if (types.includes('date') && PAST_QUESTION.test(question)) return types.filter((type) => type !== 'time');
  if (types.includes('email')) return types.filter((type) => type !== 'address');
  return types;
}

const NAME_LINE = /^\p{Lu}[\p{Ll}'’-]+(\s+\p{Lu}\.)?(\s+\p{Lu}[\p{Ll}'’]+(-\p{Lu}[\p{Ll}'’]+)?){1,2}$/u;

/**
 * A line that is only a person's name: two or three capitalised words, maybe a middle initial or a
 * double-barrelled surname ("Nicole Jaimes-Martinez"), no "Our Story".
 */
export function isNameLine(text: string): boolean {
  return (
    NAME_LINE.test(text) &&
    !text.split(/\s+/).some((word) => STOPWORDS.has(word.toLowerCase())) &&
    !ABSTRACT_NOUN.test(text) &&
    !ENDS_WITH_THING.test(text)
  );
}

/** A heading ending in the name of a document or offering ("Privacy Policy", "Business Returns"). */
const ENDS_WITH_THING = new RegExp(`\\b${THING_NOUNS}$`, 'u');

/**
 * A heading ending in an abstract noun ("Personal Information", "Client Relationship", "Tax Preparation")
 * names a topic: surnames rarely end so ("Ness", "Davies" and "Lawrence" still read as names).
 */
const ABSTRACT_NOUN = /\p{L}{3,}(tion|sion|ment|ness|ity|ship|ics|ogy)$/u;

/**
 * A sentence opening with a name: two capitalised words, neither a common word, then a lower-case word,
 * maybe after a comma ("Lynne Fitzpatrick, the third and current owner since 1997, …").
 */
const OPENING_NAME = /^(\p{Lu}\p{Ll}+)\s+(\p{Lu}\.\s+)?(\p{Lu}\p{Ll}+),?\s+\p{Ll}/u;

/** The two words of the name a sentence opens with, if it does. */
function openingName(text: string): [string, string] | null {
  const match = OPENING_NAME.exec(text);
  if (!match || [match[1], match[3]].some((word) => STOPWORDS.has(word.toLowerCase()))) return null;
  return [match[1], match[3]];
}

/**
 * "What's the deadline…", "when is it due", "what date…", "when do I have to file by?": a day of the
 * calendar answers, not a year alone ("For payments made in 2026…" does not say when 1099s are due).
 */
const ASKS_FOR_DAY = /\b(deadline|due|what date|which date|what day)\b|\bwhen\b.*\bby\s*\?*\s*$/i;
/** A day: a date, a day of the week or today; not "weekends" ("dates shift when they land on a weekend"). */
const CALENDAR_DAY = new RegExp(
  `\\b(${MONTH}|${WEEKDAYS.join('|')}|today|tomorrow)\\b|\\b\\d{1,2}(st|nd|rd|th)\\b|\\b\\d{1,2}/\\d{1,2}\\b`,
  'i',
);

/** Verbs a counted thing is the subject of ("how many accountants work at…", "how many kids attend"). */
const COUNTED_THING_VERBS =
  'work|works|live|come|go|attend|take|get|need|want|use|serve|stay|visit|join|enroll|teach|fit|apply|play|learn|graduate';
/**
 * "how many <thing>" up to the verb ("…sessions will I need"), or up to where the thing's phrase ends: a
 * comma or the question's end ("how many sessions, and how far apart?"), a conjunction or a preposition
 * ("how many sessions and how far apart", "how many kids per teacher", "how many years of experience").
 */
const COUNTED = new RegExp(
  `\\bhow many\\s+((?:[\\p{L}'’-]+\\s+){0,3}?[\\p{L}'’-]+)(?:\\s+(?:${AUXILIARY}|there)\\b|\\s*[,;?.!]|\\s*$|\\s+(?:and|or|per|a|an|each|every|in|on|at|for|of|with|before|after|left|${COUNTED_THING_VERBS})\\b)`,
  'iu',
);

/** What a "how many" question counts: "songs" in "How many songs do the kids learn?". */
export function countedThing(question: string): string | null {
  const match = COUNTED.exec(question);
  if (!match) return null;
  const words = match[1].split(/\s+/);
  return words[words.length - 1].toLowerCase();
}

/** A number of things, or a range of them ("3-4 sessions", "6–8 treatments"). */
const COUNT_NUMBER = new RegExp(`^(\\d+(?:[-–]\\d+)?|${NUMBER_WORDS}|dozens|hundreds|thousands)$`, 'i');
/** Years counted in decades: "over a decade", "two decades", "for decades". */
const DECADES = new RegExp(`\\b(?:a|one|${NUMBER_WORDS}|\\d+|several|many|for|over)\\s+decades?\\b`, 'i');
/** How far after the number the counted thing may come: "5 to 6 songs", "three exclusive tiers". */
const COUNT_REACH = 3;

/**
 * Whether the text counts one of the things asked for: a number followed within a few words by a word
 * whose stem is one of `thingStems` ("over 7 years", "5 to 6 songs"). "three exclusive tiers" does not
 * count the people a group discount needs.
 */
export function countsThing(text: string, thingStems: ReadonlySet<string>): boolean {
  // "With over a decade of tutoring experience" counts the years asked for.
  if (thingStems.has('year') && DECADES.test(text)) return true;
  const words = text.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  return words.some(
    (word, index) =>
      COUNT_NUMBER.test(word) &&
      words
        .slice(index + 1, index + 1 + COUNT_REACH)
        .some((next) => thingStems.has(stem(next.toLowerCase()))),
  );
}

const ANY_TIME = String.raw`\d{1,2}(?::\d{2})?(?:\s?[ap]\.?m\b\.?)?`;
const RANGE_SEPARATOR = String.raw`\s*(?:[-–—]|to|until|till)\s*`;
/**
 * A line that reads as opening hours: a range of clock times ("9:00 AM – 5:00 PM", "1-6:30pm"), "Closed",
 * "by appointment", or the words for opening and closing. A single time is not ("seminar on Thursday at
 * 6:30 PM" says when an event starts, not when the office is open).
 */
const OPENING_HOURS = new RegExp(
  `${CLOCK_TIME}${RANGE_SEPARATOR}${ANY_TIME}|${ANY_TIME}${RANGE_SEPARATOR}${CLOCK_TIME}|\\b(closed|by appointment|24 hours|24/7|open|opens|opening|close|closes|closing|hours)\\b`,
  'i',
);

export function readsAsOpeningHours(text: string): boolean {
  return OPENING_HOURS.test(text);
}

export function asksForCalendarDay(question: string): boolean {
  return ASKS_FOR_DAY.test(question) && !/\byears?\b/i.test(question);
}

export function holdsCalendarDay(text: string): boolean {
  return CALENDAR_DAY.test(text);
}

/** A finite "be" or "have" in lower case: the line is a sentence, not a heading. */
const SENTENCE_VERB = /\b(is|are|was|were|has|have|had)\b/;
/** Share of a line's words (stopwords aside) capitalised, from which it is in title case. */
const TITLE_CASE_SHARE = 0.75;

/**
 * A line in title case ("Focused on Tax Returns, Consulting, & Business Accounting Services"): most of
 * its words capitalised, as in a tagline or heading. Two capitalised words there are a name of a thing,
 * not of a person.
 */
function isTitleCase(text: string): boolean {
  // "Tara Thai Fusion Massage is owned and operated by Victoria Ames, LMT." is a sentence naming a business
  // and a person, however many of its words are capitalised: a heading or tagline has no "is" or "has".
  if (SENTENCE_VERB.test(text)) return false;
  const words = (text.match(/\p{L}[\p{L}'’-]*/gu) ?? []).filter((word) => !STOPWORDS.has(word.toLowerCase()));
  if (words.length < 4) return false;
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length;
  return capitalised >= TITLE_CASE_SHARE * words.length;
}

/** An honorific before a name ("Dr. Amy Yang, Chiropractor"), in a title-case line too. */
const HONORIFIC_NAME = /\b(Mr|Mrs|Ms|Miss|Dr|Fr|Father|Sister|Rev)\.?\s+\p{Lu}\p{Ll}/u;

/** Someone introducing themselves: "Hi, I'm Holly", "we are Courtney and Nicole, the owners…". */
const SELF_INTRODUCTION =
  /\b(I'm|I’m|I am|my name is|[Ww]e are|[Ww]e're|[Ww]e’re)\s+\p{Lu}\p{Ll}+\b(?!\s+\p{Lu})/u;

const CAPITALISED_WORD = /\p{Lu}\p{Ll}+/gu;
/**
 * One capitalised word as the agent of what a person does for a business: "managed by Cassie", "owned
 * and operated by Victoria", "taught by Ms. Cayla". Staff are often named by first name only.
 */
const AGENT_NAME =
  /\b(?:managed|owned|operated|run|led|founded|started|taught|directed|headed|prepared|supervised|overseen|coached|instructed|hosted|cared for)\s+by\s+(\p{Lu}\p{Ll}+)\b/gu;
const PERSON_IN_TEXT = new RegExp(PERSON_NAME.source, 'gu');
/** What staff are called by their role, beyond the kinds of people a visitor asks for by name. */
const ROLE_WORDS = [
  ...PEOPLE_NOUN_WORDS,
  'nurse',
  'manager',
  'receptionist',
  'director',
  'owner',
  'founder',
  'assistant',
  'coordinator',
  'administrator',
  'partner',
  'president',
  'hygienist',
  'groomer',
  'bookkeeper',
  'paralegal',
  'secretary',
  'principal',
];
/**
 * One capitalised word opening a sentence that gives someone's role: "Brooklyn has been our legendary head
 * nurse and practice manager since 2017", "Megan is our office manager". Staff pages name people by first
 * name.
 */
const ROLE_SUBJECT = new RegExp(
  String.raw`^(\p{Lu}\p{Ll}+)\s+(?:has been|is|was|serves as|joined us as|became)\s+(?:our|the)\s+(?:[\p{L}-]+\s+){0,3}?(?:${ROLE_WORDS.join('|')})s?\b`,
  'u',
);

/**
 * The words of the names the text seems to give: a name line's words, the two words a sentence opens
 * with, or each capitalised pair inside a sentence. Empty when it gives none.
 */
function nameCandidates(text: string): string[][] {
  if (isNameLine(text)) return [text.match(CAPITALISED_WORD) ?? []];
  const names: string[][] = [];
  const opening = openingName(text);
  if (opening) names.push(opening);
  for (const match of text.matchAll(AGENT_NAME)) names.push([match[1]]);
  const role = ROLE_SUBJECT.exec(text);
  if (role) names.push([role[1]]);
  if (!isTitleCase(text))
    for (const match of text.matchAll(PERSON_IN_TEXT)) {
      // The pattern may start with the lower-case word before the name: only the capitalised words count.
      const words = match[0].match(CAPITALISED_WORD) ?? [];
      if (words.length > 0) names.push(words);
    }
  return names;
}

/**
 * `commonWords`: words the site writes in lower case. A "name" made only of them is a heading or a
 * phrase in capitals — "Hair Transplant", "Neck and Back Injuries" on sites that speak of hair transplants
 * and back injuries — while a person's name ("Ivy Truong", "Charlie Dever") is not written in lower case.
 */
function holdsPerson(text: string, commonWords?: ReadonlySet<string>): boolean {
  if (HONORIFIC_NAME.test(text) || SELF_INTRODUCTION.test(text)) return true;
  const names = nameCandidates(text);
  if (!commonWords) return names.length > 0;
  return names.some((words) => words.some((word) => !commonWords.has(word.toLowerCase())));
}

/** `commonWords`: see holdsPerson; without it, any capitalised name-like words count as a person. */
export function matchesAnswerType(
  text: string,
  types: readonly AnswerType[],
  commonWords?: ReadonlySet<string>,
): boolean {
  return types.some((type) =>
    type === 'person' ? holdsPerson(text, commonWords) : ANSWER_PATTERNS[type].test(text),
  );
}

const LOWER_CASE_WORD = /(?<![\p{L}'’-])\p{Ll}[\p{Ll}'’-]+/gu;

/** The words the texts write in lower case (for matchesAnswerType's commonWords). */
export function lowerCaseWords(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const [word] of text.matchAll(LOWER_CASE_WORD)) words.add(word);
  return words;
}

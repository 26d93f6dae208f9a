import type { PricingModel } from './plans';

/** Brand keys accepted for page copy and in the trial API (spec section 1). */
export const BRAND_KEYS = ['edgpt', 'lawfirm', 'taxprep', 'cpa', 'businessbroker', 'gpt'] as const;
export type BrandKey = (typeof BRAND_KEYS)[number];

/** Short values used for brand hosts. */
export const BRAND_SHORT_VALUES = ['edgpt', 'law', 'tax', 'cpa', 'gpt', 'broker'] as const;
export type BrandShortValue = (typeof BRAND_SHORT_VALUES)[number];

export interface FeatureCard {
  title: string;
  description: string;
  icon: string;
  stat: string;
}
export interface BenefitCard {
  icon: string;
  title: string;
  description: string;
}
export interface BrandStat {
  value: string;
  label: string;
}
export interface DemoMessage {
  user: string;
  ai: string;
}

export interface Brand {
  key: BrandKey;
  short: BrandShortValue;
  /** Path segment of the brand's landing page and of its live assistants (`/{product}/{conversionId}`). */
  product: string;
  /** Other landing-page paths that show this brand (spec section 2). */
  aliases: string[];
  name: string;
  domain: string;
  vertical: string;
  title: string;
  tagline: string;
  description: string;
  colors: { primary: string; secondary: string };
  pricingModel: PricingModel;
  /** Percent fewer phone calls claimed on the landing page. */
  callReduction: string;
  industryOptions: string[];
  features: FeatureCard[];
  benefits: BenefitCard[];
  stats: BrandStat[];
  exampleQuestion: string;
  sampleQuestions: string[];
  greeting: string;
  /** How the assistant declines when the site does not say, in the brand's voice. */
  declineMessage: string;
  demoMessages: DemoMessage[];
  callToAction: string;
  /** Who asks the questions, in the landing page's words. */
  audience?: string;
  /** Moments the brand's visitors recognise: the questions that today become phone calls. */
  problems?: string[];
  /** One sentence on how the assistant solves them. */
  solution?: string;
  /** Words visitors use that sites phrase differently; expands retrieval queries. */
  vocabulary: Record<string, string[]>;
}

const SHARED_VOCABULARY: Record<string, string[]> = {
  hours: ['open', 'opening', 'close', 'closing', 'schedule', 'time'],
  cost: ['price', 'prices', 'fee', 'fees', 'rate', 'rates', 'pricing', 'charge'],
  price: ['cost', 'fee', 'rate', 'pricing'],
  location: ['address', 'located', 'directions', 'office', 'where'],
  where: ['address', 'location', 'located'],
  phone: ['call', 'telephone', 'number', 'contact'],
  email: ['contact', 'mail'],
  contact: ['phone', 'email', 'call', 'reach'],
  appointment: ['book', 'booking', 'schedule', 'consultation'],
};

export const BRANDS: Record<BrandKey, Brand> = {
  edgpt: {
    key: 'edgpt',
    short: 'edgpt',
    product: 'edgpt',
    aliases: ['/edgpt'],
    name: 'EdGPT',
    domain: 'edgpt.ai',
    vertical: 'Education',
    title: 'EdGPT — answers for every parent, day and night',
    tagline: 'Turn your school website into an assistant that answers families 24/7.',
    description:
      'EdGPT reads your school website, handbook and calendar and answers the questions parents, students and prospective families ask every day — tuition, admissions, bell times, uniforms, lunch and closures — with the page the answer came from.',
    colors: { primary: '#1d4ed8', secondary: '#f59e0b' },
    pricingModel: 'enrollment',
    callReduction: '75%',
    industryOptions: [
      'Pre-K to 8 school',
      'Private school',
      'Charter school',
      'Public school district',
      'College',
      'Tutoring center',
    ],
    features: [
      {
        title: 'Handbook answers',
        description: 'Policies from your family handbook, quoted with the page.',
        icon: 'book',
        stat: '24/7',
      },
      {
        title: 'Admissions help',
        description: 'Prospective families learn how to apply, visit and enroll.',
        icon: 'school',
        stat: '3x more inquiries',
      },
      {
        title: 'Calendar aware',
        description: 'Breaks, early dismissals and events from your calendar pages.',
        icon: 'calendar',
        stat: 'Always current',
      },
    ],
    benefits: [
      {
        icon: 'phone',
        title: 'Fewer front-office calls',
        description: 'Routine questions are answered before they become phone calls.',
      },
      {
        icon: 'clock',
        title: 'Answers after hours',
        description: 'Parents get help at 9 pm on a Sunday, not Monday morning.',
      },
      {
        icon: 'shield',
        title: 'Only your words',
        description: 'The assistant answers from your site and says so when it does not know.',
      },
    ],
    stats: [
      { value: '75%', label: 'fewer routine phone calls' },
      { value: '24/7', label: 'answers for families' },
      { value: '10 hrs', label: 'staff time saved each week' },
    ],
    exampleQuestion: 'What time does school start in the morning?',
    sampleQuestions: ['How do I apply for admission?', 'What is the tuition?', 'What is the uniform policy?'],
    greeting:
      "Hello! I'm your school's assistant. Ask me about admissions, tuition, schedules or school policies.",
    declineMessage: "I don't have that information on the school's website.",
    demoMessages: [
      {
        user: 'When is the application deadline?',
        ai: 'Applications are reviewed on a rolling basis; the admissions page lists the steps and the forms to send.',
      },
    ],
    callToAction: 'Start your free 7-day trial',
    audience: 'Parents, students and prospective families',
    problems: [
      "It's 9 pm on a Sunday and a parent needs to know whether tomorrow is an early-dismissal day.",
      'A family touring schools wants tuition, sibling discounts and the application deadline before they call.',
      'Your front office answers the same uniform, lunch and bus questions dozens of times a week.',
    ],
    solution:
      'EdGPT answers from your own handbook, calendar and admissions pages, links the page it used, and tells families to call the office when your site does not say.',
    vocabulary: {
      start: ['begin', 'bell', 'arrival', 'drop-off', 'tardy'],
      begin: ['start', 'bell', 'arrival'],
      end: ['dismissal', 'pick-up', 'pickup'],
      apply: ['admission', 'admissions', 'enroll', 'enrollment', 'application'],
      enroll: ['admission', 'admissions', 'apply', 'registration'],
      tuition: ['cost', 'fees', 'price', 'payment'],
      cost: ['tuition', 'fees', 'price'],
      uniform: ['dress', 'code', 'attire'],
      lunch: ['cafeteria', 'meal', 'meals'],
      holiday: ['break', 'closed', 'calendar', 'vacation'],
      teacher: ['faculty', 'staff'],
      principal: ['head', 'administration', 'director'],
    },
  },
  lawfirm: {
    key: 'lawfirm',
    short: 'law',
    product: 'lawfirm',
    aliases: ['/lawfirm', '/law'],
    name: 'LawFirmGPT',
    domain: 'lawfirmgpt.ai',
    vertical: 'Law firms',
    title: 'LawFirmGPT — every prospective client answered',
    tagline: 'An assistant that explains your practice areas and books consultations around the clock.',
    description:
      'LawFirmGPT learns your firm website — practice areas, attorneys, fees and intake process — and answers prospective clients at any hour, pointing them to the right page and to your intake line. It never gives legal advice it cannot source.',
    colors: { primary: '#1e3a5f', secondary: '#b08d57' },
    pricingModel: 'conversation',
    callReduction: '60%',
    industryOptions: [
      'Personal injury',
      'Family law',
      'Estate planning',
      'Criminal defense',
      'Immigration',
      'Business law',
    ],
    features: [
      {
        title: 'Practice-area answers',
        description: 'Explains what your firm handles, in your own words.',
        icon: 'scale',
        stat: '24/7 intake',
      },
      {
        title: 'Consultation booking',
        description: 'Guides prospects to schedule a consultation.',
        icon: 'calendar',
        stat: '2x consultations',
      },
      {
        title: 'No invented advice',
        description: 'Declines when your site does not say, and offers your phone number.',
        icon: 'shield',
        stat: '0 guesses',
      },
    ],
    benefits: [
      {
        icon: 'phone',
        title: 'Fewer screening calls',
        description: 'Prospects learn your practice areas and fees before they call.',
      },
      {
        icon: 'moon',
        title: 'Capture after-hours leads',
        description: 'People search for a lawyer at night; answer them then.',
      },
      { icon: 'link', title: 'Sourced answers', description: 'Every answer links to the page it came from.' },
    ],
    stats: [
      { value: '60%', label: 'fewer screening calls' },
      { value: '24/7', label: 'client intake' },
      { value: '35%', label: 'more consultations booked' },
    ],
    exampleQuestion: 'Do you offer a free consultation?',
    sampleQuestions: [
      'What areas of law do you practice?',
      'How much does a consultation cost?',
      'Where is your office?',
    ],
    greeting:
      "Welcome. I'm the firm's assistant. I can tell you about our practice areas, attorneys and how to schedule a consultation.",
    declineMessage: "I don't have that information on the firm's website.",
    demoMessages: [
      {
        user: 'Do you handle divorce cases?',
        ai: 'Yes — the family law page describes divorce, custody and support matters the firm handles.',
      },
    ],
    callToAction: 'Start your free 7-day trial',
    audience: 'Prospective clients and the people already working with your firm',
    problems: [
      'Someone hurt in a car accident searches for a lawyer at 11 pm and wants to know if you take cases like theirs.',
      'Callers want to know whether the first consultation is free before they will book one.',
      'Paralegals spend the morning returning calls about office hours, parking and what to bring.',
    ],
    solution:
      "LawFirmGPT explains your practice areas, fees and intake steps in your firm's own words, and hands every serious inquiry to your intake line \u2014 it never improvises legal advice.",
    vocabulary: {
      lawyer: ['attorney', 'attorneys', 'counsel'],
      attorney: ['lawyer', 'counsel'],
      consultation: ['consult', 'meeting', 'appointment', 'case review'],
      fee: ['cost', 'contingency', 'retainer', 'rates'],
      divorce: ['family', 'custody', 'separation'],
    },
  },
  taxprep: {
    key: 'taxprep',
    short: 'tax',
    product: 'taxprep',
    aliases: ['/taxprep', '/taxprepgpt', '/tax'],
    name: 'TaxPrepGPT',
    domain: 'taxprepgpt.ai',
    vertical: 'Tax preparation',
    title: 'TaxPrepGPT — tax season questions, answered',
    tagline: 'Answer clients about documents, deadlines, fees and offices without picking up the phone.',
    description:
      'TaxPrepGPT reads your tax office website and answers what clients ask in season: what to bring, how much a return costs, office hours and locations, refunds and extensions — with the page each answer came from.',
    colors: { primary: '#047857', secondary: '#0f172a' },
    pricingModel: 'conversation',
    callReduction: '70%',
    industryOptions: [
      'Individual tax preparation',
      'Small business tax',
      'Bookkeeping',
      'Payroll',
      'IRS representation',
    ],
    features: [
      {
        title: 'Document checklists',
        description: 'Clients learn what to bring before their appointment.',
        icon: 'list',
        stat: '70% fewer calls',
      },
      {
        title: 'Office hours and locations',
        description: 'Every office, its hours and how to reach it.',
        icon: 'map',
        stat: 'All offices',
      },
      {
        title: 'Peak-season ready',
        description: 'Handles the January–April rush without hold music.',
        icon: 'bolt',
        stat: '1,000s of chats',
      },
    ],
    benefits: [
      {
        icon: 'phone',
        title: 'Quieter phones in season',
        description: 'Routine questions stop tying up your preparers.',
      },
      {
        icon: 'clock',
        title: 'After-hours answers',
        description: 'Clients gather documents at night; help them then.',
      },
      {
        icon: 'shield',
        title: 'No guessed tax advice',
        description: 'Answers only from your site, and your number when it does not know.',
      },
    ],
    stats: [
      { value: '70%', label: 'fewer routine calls in season' },
      { value: '24/7', label: 'client answers' },
      { value: '15 hrs', label: 'saved each week in season' },
    ],
    exampleQuestion: 'What documents should I bring to my tax appointment?',
    sampleQuestions: [
      'What are your office hours?',
      'How much does a tax return cost?',
      'Where are your offices?',
    ],
    greeting:
      "Hi! I'm the office's tax assistant. Ask me about our services, what to bring, fees or office hours.",
    declineMessage: "I don't have that information on our website.",
    demoMessages: [
      {
        user: 'Do you do business returns?',
        ai: 'Yes — the services page lists business tax preparation along with bookkeeping and payroll.',
      },
    ],
    callToAction: 'Start your free 7-day trial',
    audience: 'Individual filers and small-business owners',
    problems: [
      "In March a client wants to know whether to bring W-2s, 1099s, last year's return or all three.",
      'Clients ask if you can file an extension, how refunds are paid and what a return costs.',
      'From January to April the phones ring nonstop with hours-and-location questions.',
    ],
    solution:
      'TaxPrepGPT answers from your services, fees and office pages so preparers stay with the client in the chair; tax questions your site does not cover go to your office number.',
    vocabulary: {
      return: ['tax return', 'filing', 'preparation'],
      refund: ['refunds', 'return'],
      bring: ['documents', 'checklist', 'forms', 'need'],
      extension: ['deadline', 'file late', '4868'],
      business: ['corporate', 'corporation', 'llc', 'partnership', 'self-employed'],
    },
  },
  cpa: {
    key: 'cpa',
    short: 'cpa',
    product: 'cpafirm',
    aliases: ['/cpafirm', '/cpa'],
    name: 'CPAFirmGPT',
    domain: 'cpafirmgpt.ai',
    vertical: 'Accounting firms',
    title: 'CPAFirmGPT — your firm, available after hours',
    tagline:
      'An assistant that explains your accounting, audit and advisory services to clients and prospects.',
    description:
      'CPAFirmGPT learns your accounting firm website and answers questions about services, engagement, client portals, deadlines and the team — so partners spend their time on client work, not on repeat questions.',
    colors: { primary: '#4338ca', secondary: '#0891b2' },
    pricingModel: 'conversation',
    callReduction: '65%',
    industryOptions: ['Tax and accounting', 'Audit and assurance', 'Bookkeeping', 'Advisory', 'Payroll'],
    features: [
      {
        title: 'Service explanations',
        description: 'Audit, tax, bookkeeping and advisory, in your words.',
        icon: 'briefcase',
        stat: '65% fewer calls',
      },
      {
        title: 'Client portal help',
        description: 'Points clients to uploads, portals and forms on your site.',
        icon: 'upload',
        stat: '24/7',
      },
      {
        title: 'Prospect qualification',
        description: 'Prospects learn whether you fit before the first call.',
        icon: 'filter',
        stat: '2x qualified leads',
      },
    ],
    benefits: [
      {
        icon: 'phone',
        title: 'Fewer interruptions',
        description: 'Staff keep their focus during deadline season.',
      },
      {
        icon: 'users',
        title: 'Better first meetings',
        description: 'Prospects arrive knowing your services and process.',
      },
      {
        icon: 'shield',
        title: 'Sourced and careful',
        description: 'Every answer cites your page; nothing is invented.',
      },
    ],
    stats: [
      { value: '65%', label: 'fewer routine calls' },
      { value: '24/7', label: 'client answers' },
      { value: '12 hrs', label: 'saved each week' },
    ],
    exampleQuestion: 'Do you offer bookkeeping for small businesses?',
    sampleQuestions: [
      'What services does the firm offer?',
      'How do I upload my documents?',
      'How can I contact my accountant?',
    ],
    greeting: "Hello! I'm the firm's assistant. Ask me about our accounting, tax and advisory services.",
    declineMessage: "I don't have that information on the firm's website.",
    demoMessages: [
      {
        user: 'Do you do audits for nonprofits?',
        ai: 'The audit and assurance page lists nonprofit audits and reviews among the firm’s services.',
      },
    ],
    callToAction: 'Start your free 7-day trial',
    audience: 'Business owners, individual clients and prospects',
    problems: [
      'A business owner wants to know if you handle monthly bookkeeping and payroll before scheduling a call.',
      'A client cannot find how to upload documents to your portal the week before the deadline.',
      'Partners get pulled into repeat questions about engagement letters, fees and turnaround times.',
    ],
    solution:
      'CPAFirmGPT explains your services, portal and process from your own site, so partners and staff keep their focus on client work.',
    vocabulary: {
      accountant: ['cpa', 'accounting', 'staff'],
      books: ['bookkeeping', 'accounting'],
      audit: ['assurance', 'review'],
      upload: ['portal', 'secure', 'documents'],
    },
  },
  businessbroker: {
    key: 'businessbroker',
    short: 'broker',
    product: 'businessbroker',
    aliases: ['/businessbroker', '/broker'],
    name: 'BrokerGPT',
    domain: 'businessbrokergpt.ai',
    vertical: 'Business brokerage',
    title: 'BrokerGPT — buyers and sellers answered instantly',
    tagline: 'An assistant that explains your listings, valuations and selling process around the clock.',
    description:
      'BrokerGPT reads your brokerage website — listings, valuation process, confidentiality and fees — and answers buyers and sellers at any hour, sending serious prospects to you.',
    colors: { primary: '#7c2d12', secondary: '#ca8a04' },
    pricingModel: 'conversation',
    callReduction: '60%',
    industryOptions: [
      'Main street businesses',
      'Mergers and acquisitions',
      'Franchise resales',
      'Commercial real estate',
    ],
    features: [
      {
        title: 'Listing questions',
        description: 'Buyers learn what is for sale and how to request details.',
        icon: 'store',
        stat: '24/7',
      },
      {
        title: 'Seller education',
        description: 'Explains valuation, confidentiality and the selling process.',
        icon: 'chart',
        stat: '60% fewer calls',
      },
      {
        title: 'Lead hand-off',
        description: 'Serious prospects get your contact details right away.',
        icon: 'handshake',
        stat: '2x qualified leads',
      },
    ],
    benefits: [
      {
        icon: 'phone',
        title: 'Less tire-kicking',
        description: 'Routine questions are answered before the call.',
      },
      { icon: 'clock', title: 'Always open', description: 'Owners think about selling at night; be there.' },
      {
        icon: 'shield',
        title: 'Confidential by design',
        description: 'Answers only what your public site already says.',
      },
    ],
    stats: [
      { value: '60%', label: 'fewer routine calls' },
      { value: '24/7', label: 'buyer and seller answers' },
      { value: '8 hrs', label: 'saved each week' },
    ],
    exampleQuestion: 'How do you value my business?',
    sampleQuestions: [
      'What businesses are for sale?',
      'How long does it take to sell a business?',
      'What are your fees?',
    ],
    greeting: "Hello! I'm the brokerage's assistant. Ask me about buying or selling a business.",
    declineMessage: "I don't have that information on our website.",
    demoMessages: [
      {
        user: 'Is my sale kept confidential?',
        ai: 'Yes — the sellers page explains that buyers sign a confidentiality agreement before seeing details.',
      },
    ],
    callToAction: 'Start your free 7-day trial',
    audience: 'Business buyers and owners thinking about selling',
    problems: [
      'An owner thinking about retirement wants to know \u2014 privately, at midnight \u2014 how you value a business.',
      'Buyers ask which listings are still available and how to get the confidential details.',
      'Unqualified inquiries take hours that should go to live deals.',
    ],
    solution:
      'BrokerGPT answers buyers and sellers from your public listings and process pages, and sends serious prospects straight to you.',
    vocabulary: {
      sell: ['selling', 'sale', 'exit', 'list'],
      buy: ['buying', 'purchase', 'acquire', 'acquisition', 'listings'],
      value: ['valuation', 'worth', 'appraisal'],
      fee: ['commission', 'cost'],
    },
  },
  gpt: {
    key: 'gpt',
    short: 'gpt',
    product: 'gptsite',
    aliases: ['/gpt', '/gptsite'],
    name: 'GPTsite',
    domain: 'gptsite.ai',
    vertical: 'General business',
    title: 'GPTsite — your website, as a 24/7 assistant',
    tagline: 'Turn any business website into a chat assistant that answers customers with your own words.',
    description:
      'GPTsite reads your website and documents and answers customer questions — services, prices, hours, booking and policies — with the page each answer came from, and your contact details when your site does not say.',
    colors: { primary: '#0f766e', secondary: '#7c3aed' },
    pricingModel: 'conversation',
    callReduction: '60%',
    industryOptions: [
      'Retail',
      'Health and beauty',
      'Restaurants',
      'Home services',
      'Professional services',
      'Other',
    ],
    features: [
      {
        title: 'Ready in minutes',
        description: 'Give us your website; the assistant is live before your coffee cools.',
        icon: 'bolt',
        stat: '< 1 minute',
      },
      {
        title: 'Answers with sources',
        description: 'Every answer links to the page it came from.',
        icon: 'link',
        stat: '100% sourced',
      },
      {
        title: 'One-line widget',
        description: 'Paste one script tag and the chat appears on your site.',
        icon: 'code',
        stat: '1 line',
      },
    ],
    benefits: [
      {
        icon: 'phone',
        title: 'Fewer phone calls',
        description: 'Hours, prices and policies answered without a call.',
      },
      { icon: 'clock', title: 'Open all night', description: 'Customers get answers when you are closed.' },
      {
        icon: 'shield',
        title: 'Never makes things up',
        description: 'When your site does not say, it says so and shares your contact details.',
      },
    ],
    stats: [
      { value: '60%', label: 'fewer routine calls' },
      { value: '24/7', label: 'customer answers' },
      { value: '10 hrs', label: 'saved each week' },
    ],
    exampleQuestion: 'What are your opening hours?',
    sampleQuestions: [
      'What services do you offer?',
      'How much does it cost?',
      'How do I book an appointment?',
    ],
    greeting: "Hi! I'm here to help. Ask me anything about our business.",
    declineMessage: "I don't have that information on our website.",
    demoMessages: [
      {
        user: 'Do you take walk-ins?',
        ai: 'The booking page says walk-ins are welcome when a piercer is free, and appointments are recommended.',
      },
    ],
    callToAction: 'Start your free 7-day trial',
    audience: 'Customers and prospects of any local business',
    problems: [
      'A customer wants your Saturday hours and whether you take walk-ins.',
      'Shoppers want prices and services before they will pick up the phone.',
      'Your team repeats the same answers by phone, email and direct message every day.',
    ],
    solution:
      'GPTsite answers from your website and documents, shows the page each answer came from, and shares your contact details when it does not know.',
    vocabulary: {},
  },
};

export const BRAND_LIST: readonly Brand[] = BRAND_KEYS.map((key) => BRANDS[key]);

/** The default brand: localhost and unknown hosts show education (spec section 2). */
export const DEFAULT_BRAND_KEY: BrandKey = 'edgpt';

export function isBrandKey(value: unknown): value is BrandKey {
  return typeof value === 'string' && (BRAND_KEYS as readonly string[]).includes(value);
}

/**
 * Matches a brand by key, short value, product path, alias or a domain-like name
 * (`www.lawfirmgpt.ai`, `law.gptsite.ai`, `taxprepgpt`). Returns undefined when nothing matches.
 */
export function findBrand(nameOrHost: string | null | undefined): Brand | undefined {
  if (!nameOrHost) return undefined;
  const value = nameOrHost
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')
    .replace(/^\//, '');
  if (!value) return undefined;
  for (const brand of BRAND_LIST) {
    const names = [brand.key, brand.short, brand.product, ...brand.aliases.map((alias) => alias.slice(1))];
    if (names.includes(value)) return brand;
    if (value === brand.domain || value === brand.domain.split('.')[0]) return brand;
  }
  const firstLabel = value.split('.')[0];
  if (value.includes('.') && firstLabel !== value) return findBrand(firstLabel);
  return undefined;
}

/** The brand a hostname shows on `/`; localhost and unknown hosts get the default. */
export function brandForHost(hostname: string | null | undefined): Brand {
  const host = (hostname ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  const byDomain = BRAND_LIST.find((brand) => brand.domain === host);
  return byDomain ?? BRANDS[DEFAULT_BRAND_KEY];
}

/** Expands a visitor's words with the brand's (and the shared) vocabulary. */
export function vocabularyFor(brandKey: BrandKey): Record<string, string[]> {
  return { ...SHARED_VOCABULARY, ...BRANDS[brandKey].vocabulary };
}

import { namesBusinessOwner } from './business-owner';
import { deniesClientRelationship } from './client-relationship';
import { isFoundingStatement } from './founding-statements';
import { offersFreeConsultation } from './free-consultation';
import { statesLanguagesSpoken } from './languages-spoken';
import { statesLicenseNumber } from './license-number';
import { statesPaymentMethods } from './payment-methods';
import { offersRemoteService } from './remote-service';
import { statesResponseTime } from './response-time';
import { sentenceUnits } from './sentence-splitter';

/**
 * Facts about the business that visitors ask of it and that sit anywhere on the site, in a tagline, a
 * button or one sentence of the about page: when it began, whether a first consultation is free, how soon
 * it answers a message, whether it works with clients who do not come in, that writing to it does not make
 * one its client, who owns or runs it, the languages it serves clients in, how it takes payment, its
 * licence number. Read from every page at conversion with the contact details and merged like them
 * (contact-merger.ts), so the answerer has them when retrieval ranks their sentence low.
 */
export const BUSINESS_FACT_KINDS = [
  'founded',
  'freeConsultation',
  'responseTime',
  'remoteService',
  'clientRelationship',
  'owner',
  'languages',
  'paymentMethods',
  'licenseNumber',
] as const;
export type BusinessFactKind = (typeof BUSINESS_FACT_KINDS)[number];

/** Each kind's sentences as the page prints them, in reading order. */
export type BusinessFacts = Partial<Record<BusinessFactKind, string[]>>;

/** Whether a sentence states a fact of each kind. */
const READERS: Record<BusinessFactKind, (sentence: string) => boolean> = {
  founded: (sentence) => isFoundingStatement(sentence),
  freeConsultation: offersFreeConsultation,
  responseTime: statesResponseTime,
  remoteService: offersRemoteService,
  clientRelationship: deniesClientRelationship,
  owner: namesBusinessOwner,
  languages: statesLanguagesSpoken,
  paymentMethods: statesPaymentMethods,
  licenseNumber: statesLicenseNumber,
};

/** The business facts a page's text states, each sentence once per kind. */
export function businessFacts(text: string): BusinessFacts {
  const facts: BusinessFacts = {};
  for (const { text: sentence } of sentenceUnits(text)) {
    // An FAQ's question ("Do you offer virtual consultations?", "¿Hablan español?") states nothing.
    if (/[?？]["'”’)]*$/.test(sentence)) continue;
    for (const kind of BUSINESS_FACT_KINDS) {
      if (!READERS[kind](sentence)) continue;
      const found = (facts[kind] ??= []);
      if (!found.includes(sentence)) found.push(sentence);
    }
  }
  return facts;
}

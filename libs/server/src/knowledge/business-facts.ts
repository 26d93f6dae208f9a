import { namesBusinessOwner } from './business-owner';
import { deniesClientRelationship } from './client-relationship';
import { isFoundingStatement } from './founding-statements';
import { offersFreeConsultation } from './free-consultation';
import { statesComesToClient } from './comes-to-client';
import { ANY_LANGUAGE, statesLanguagesSpoken } from './languages-spoken';
import { statesLicenseNumber } from './license-number';
import { statesNewClientsPolicy } from './new-clients';
import { statesPaymentMethods } from './payment-methods';
import { offersRemoteService } from './remote-service';
import { statesResponseTime } from './response-time';
import { splitSentences } from './sentence-splitter';
import { statesWalkInPolicy } from './walk-ins';

/**
 * Facts about the business that visitors ask of it and that sit anywhere on the site, in a tagline, a
 * button or one sentence of the about page: when it began, whether a first consultation is free, how soon
 * it answers a message, whether it works with clients who do not come in, that writing to it does not make
 * one its client, who owns or runs it, the languages it serves clients in, how it takes payment, its
 * licence number, whether it takes walk-ins, whether it takes new clients, whether it comes to its clients.
 * Read from every page at conversion with the contact details and merged like them
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
  'walkIns',
  'newClients',
  'comesToClient',
] as const;
export type BusinessFactKind = (typeof BUSINESS_FACT_KINDS)[number];

/** Each kind's sentences as the page prints them, in reading order. */
export type BusinessFacts = Partial<Record<BusinessFactKind, string[]>>;

/**
 * Each kind's reader, and words without which it cannot hold: a page has hundreds of lines and the
 * readers' patterns are slow beside a plain word test, so a line holding none of the words is skipped.
 */
const READERS: Record<BusinessFactKind, { words: RegExp; holds: (sentence: string) => boolean }> = {
  founded: { words: /\b(?:1[89]|20)\d\d\b/, holds: (sentence) => isFoundingStatement(sentence) },
  freeConsultation: { words: /free|complimentary|no[- ]c(?:ost|harge)/i, holds: offersFreeConsultation },
  responseTime: {
    words:
      /\b(?:respond|response|repl(?:y|ies)|gets? back|hear back|in touch|reach out|call you back|return (?:your|all|calls|emails|messages))/i,
    holds: statesResponseTime,
  },
  remoteService: {
    words: /nationwide|50 states|virtual|remote|video|zoom|anywhere/i,
    holds: offersRemoteService,
  },
  clientRelationship: { words: /relationship|engagement/i, holds: deniesClientRelationship },
  owner: {
    words: /(?:owned|operated|run|led|founded|headed(?: up)?) by|owner|founder|founding|principal|managing/i,
    holds: namesBusinessOwner,
  },
  languages: { words: ANY_LANGUAGE, holds: statesLanguagesSpoken },
  paymentMethods: { words: /accept|paid|payable|payment|pay (?:with|by)/i, holds: statesPaymentMethods },
  licenseNumber: { words: /\blic|\b(?:bar|ctec|ptin|nmls|efin)\b/i, holds: statesLicenseNumber },
  walkIns: { words: /walk|appointment/i, holds: statesWalkInPolicy },
  newClients: { words: /\bnew\s/i, holds: statesNewClientsPolicy },
  comesToClient: {
    words: /\bto (?:you|your|clients?|customers?)\b|mobile|in[- ]home|house call/i,
    holds: statesComesToClient,
  },
};

const ANY_WORDS = new RegExp(
  Object.values(READERS)
    .map(({ words }) => `(?:${words.source})`)
    .join('|'),
  'i',
);

/**
 * An FAQ's question ("Do you offer virtual consultations?", "¿Hablan español?") states nothing, nor one
 * an accordion marks with its toggle ("Is H&H Law accepting new clients for I-485 review?+").
 */
const QUESTION_END = /[?？]["'”’)]*\s*[+−–-]?$/;

/** The business facts a page's text states, each sentence once per kind. */
export function businessFacts(text: string): BusinessFacts {
  const facts: BusinessFacts = {};
  for (const line of text.split('\n')) {
    if (!ANY_WORDS.test(line)) continue;
    for (const sentence of splitSentences(line.trim())) {
      if (QUESTION_END.test(sentence)) continue;
      for (const kind of BUSINESS_FACT_KINDS) {
        const reader = READERS[kind];
        if (!reader.words.test(sentence) || !reader.holds(sentence)) continue;
        const found = (facts[kind] ??= []);
        if (!found.includes(sentence)) found.push(sentence);
      }
    }
  }
  return facts;
}

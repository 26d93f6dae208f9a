import { phoneMatches } from '@gptsite/shared';

/**
 * Phones and emails the business gives in the body of its pages, in its own voice: "Call us at 01792
 * 555888 or email info@harbourlounge.com", "Drop us a line at hello@…". They are the fallback for a
 * page whose header and footer give none (contact-details.ts). Not taken: a number or
 * email in a sentence that does not invite the visitor to contact the business ("Our partner, Lakeside
 * Roofing, is at …", "call 999"), nor template text ("Call us at [Your Phone Number]").
 *
 * An email at the business's own domain (the site's host, or its name: info@harbourlounge.com on
 * "Harbour Lounge") is the business's wherever it is written.
 */

export interface OwnMentions {
  phones: string[];
  emails: string[];
}

export interface Owner {
  /** Host names of the site: the page's, and the one its canonical or og:url names. */
  hosts: string[];
  /** The business's name as a site title or og:site_name gives it. */
  names: string[];
}

const INVITE = new RegExp(
  [
    String.raw`\b(?:call|phone|ring|text|telephone|e-?mail|mail|message|contact|reach|write\s+to|whats\s?app)\s+us\b`,
    String.raw`\bgive\s+us\s+a\s+(?:call|ring|bell)\b`,
    String.raw`\bdrop\s+us\s+(?:a|an)\s+(?:line|note|e-?mail|message)\b`,
    String.raw`\bget\s+in\s+touch\b(?!\s+with\s+(?!us\b))`,
    String.raw`\bour\s+(?:[\w-]+\s+){0,2}(?:number|phone|telephone|line|e-?mail|inbox)\b`,
  ].join('|'),
  'gi',
);
/** Between the invitation and the detail: a sign that the detail is someone else's. */
const THIRD_PARTY =
  /\b(?:partners?|suppliers?|sponsors?|vendors?|agents?|agency|their|them|they|his|her|him|council|police|emergenc(?:y|ies)|helpline|hotline)\b/i;
/** "[Your Phone Number]", "{{email}}", "<insert number>": a template nobody filled in. */
const TEMPLATE = /[[{<]\s*(?:your|insert|enter|add|phone|e-?mail|number|name|company)\b|\{\{/i;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}\b/gi;
const NO_REPLY = /^(?:no-?reply|do-?not-?reply|mailer-daemon|postmaster|bounces?)@/i;
/** How far from the invitation a detail may be: "Call us at …" is close; a paragraph later is not. */
const REACH = 100;

/** A link's text that invites the visitor to contact the business: "Call us", "Email us", "Get in touch". */
export function isInvitation(text: string): boolean {
  INVITE.lastIndex = 0;
  return INVITE.test(text);
}

export function ownMentions(lines: string[], owner: Owner): OwnMentions {
  const invited = { phones: [] as string[], emails: [] as string[] };
  const atOwnDomain: string[] = [];
  const names = owner.names.map(compact).filter((name) => name.length >= 4);
  const hosts = owner.hosts.map((host) => host.toLowerCase().replace(/^www\./, '')).filter(Boolean);
  for (const sentence of lines.flatMap(sentences)) {
    if (TEMPLATE.test(sentence)) continue;
    const invitations = [...sentence.matchAll(INVITE)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
    }));
    const isInvited = (start: number, end: number): boolean =>
      invitations.some((invitation) => {
        const between =
          invitation.end <= start
            ? sentence.slice(invitation.end, start)
            : sentence.slice(end, invitation.start);
        return between.length <= REACH && !THIRD_PARTY.test(between);
      });
    for (const match of phoneMatches(sentence))
      if (isInvited(match.start, match.end)) invited.phones.push(match.phone);
    for (const match of sentence.matchAll(EMAIL)) {
      const email = match[0].toLowerCase();
      if (NO_REPLY.test(email)) continue;
      if (isInvited(match.index, match.index + email.length)) invited.emails.push(email);
      else if (isOwnDomain(email, hosts, names)) atOwnDomain.push(email);
    }
  }
  return { phones: invited.phones, emails: [...invited.emails, ...atOwnDomain] };
}

function sentences(line: string): string[] {
  return line.split(/(?<=[.!?])\s+(?=[\p{Lu}"“(])/u);
}

function isOwnDomain(email: string, hosts: string[], names: string[]): boolean {
  const domain = email.slice(email.indexOf('@') + 1);
  if (hosts.some((host) => host === domain || host.endsWith(`.${domain}`) || domain.endsWith(`.${host}`)))
    return true;
  return domain.split('.').some((label) => names.includes(label.replace(/-/g, '')));
}

function compact(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');
}

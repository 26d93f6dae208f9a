/**
 * Whether the business works with clients who do not come in: "As a 100% virtual CPA firm, we work with
 * clients nationwide.", "We work entirely remotely…", "Video Consultations", "- ✓In-person or video call".
 * Printed in a banner or one line of the home page, where retrieval ranks it below the pages about the
 * visitor's matter for "I live in Ohio. Can you still do my taxes?".
 *
 * A map one can zoom, remote learning, a video call with grandparents or a statewide law are not a way of
 * working with the business.
 */

const REMOTE = String.raw`(?:nationwide|all 50 states|(?:100% |fully[- ]|entirely |completely )?virtual(?:ly)?|remote(?:ly)?|video(?:[- ]call| calls| consultations?| conferenc\w*| meetings?)|virtual (?:consultations?|meetings?|appointments?|services?|engagements?)|(?:over|via|by|or) zoom)`;
/** The business serving, meeting or working: what makes a remote word a way of working with it. */
const WORKING =
  /\b(?:we|our|firm|in[- ]person|offers?|available|provides?|serves?|serving|served|works?|working|meet|meetings?|consultations?|appointments?|services?|clients?|students?|tutoring|lessons?|classes|engagements?)\b/i;
const REMOTE_WORDS = new RegExp(String.raw`\b${REMOTE}\b`, 'i');
/** Remote words that say something else: a zoomable map, schooling from home, a career, a crisis line. */
const OTHER_SENSE =
  /\b(?:remote learning|remote work|hybrid|opportunities|careers?|jobs?|hiring|viewport|magnif\w*|pinch|crisis|hotline|grandparents|virtual (?:cfo|assistant|tour|classroom)s?|virtually (?:no|all|every|any|none|nothing|impossible|identical|the same))\b/i;
/** Serving anywhere, as against meeting remotely: "clients nationwide", "anywhere in Texas". */
const ANYWHERE = /\b(?:nationwide|all 50 states|anywhere in|from anywhere|internationally)\b/i;

/** Whether a sentence says the business works with clients who do not come in. */
export function offersRemoteService(sentence: string): boolean {
  const text = sentence.trim();
  if (!text || text.length > 400 || OTHER_SENSE.test(text)) return false;
  const remote = REMOTE_WORDS.exec(text);
  if (!remote) return false;
  // The remote word itself ("video consultations") may be the working; else the sentence must say it.
  const rest = text.slice(0, remote.index) + text.slice(remote.index + remote[0].length);
  return WORKING.test(remote[0]) || WORKING.test(rest);
}

/**
 * The two things a site says of it, counted apart so each can answer its own question: serving clients
 * anywhere ("I live in Ohio, can you still do my taxes?") and meeting them remotely ("Can we do the
 * consult on a video call?").
 */
export function remoteServiceKind(statement: string): 'anywhere' | 'remote' {
  return ANYWHERE.test(statement) ? 'anywhere' : 'remote';
}

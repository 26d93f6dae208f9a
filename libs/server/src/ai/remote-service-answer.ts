import { offersRemoteService, remoteServiceKind } from '../knowledge/remote-service';
import type { FactQuestion } from './business-fact-answer';

/**
 * "I live in Ohio, not Kentucky. Can you still do my taxes remotely?", "Can we do the consult on a video
 * call instead?", "Do I have to drive down to meet in person or can we do everything remotely?": answered
 * by the line in which the site says it works with clients who do not come in ("As a 100% virtual CPA
 * firm, we work with clients nationwide."), read from every page at conversion
 * (knowledge/remote-service.ts).
 */

/** Not coming in: remotely, by video, from far away, from another town. */
const FROM_AFAR =
  /\bi(?:'m| am)? (?:live|living|located|based) (?:up |down |over |out )?in\b|\b(?:remote(?:ly)?|virtual(?:ly)?|over (?:the )?(?:video|zoom|internet)|by (?:video|zoom)|video(?: call| chat| conference)?|zoom|face[- ]to[- ]face|in person|not local|out of state|another state|different state|far away|too far|without coming in|instead of coming in|drive (?:down|up|over|in))\b/i;
/** Working together: a meeting, the visitor's matter, the business's service. */
const WORKING_TOGETHER =
  /\b(?:meet|meeting|consult|consultation|appointment|do (?:my|our|the|everything|it|this|that)|work with|take (?:my|our|the) case|help (?:me|us|her|him)|handle|file|prepare|serve|represent|still)\b/i;
/** Online things that are not meeting remotely: booking, paying, forms, classes. */
const SOMETHING_ONLINE = /\b(?:book|booking|pay|payment|form|portal|classes?|course|review|reviews)\b/i;

/** Asking to meet remotely, which a statement about meeting so answers better than "clients nationwide". */
const MEETING_REMOTELY =
  /\b(?:video|zoom|online|virtual(?:ly)?|face[- ]to[- ]face|in person|phone|call|meet|meeting|consult|consultation)\b/i;

/** Whether the question asks if the business works with the visitor without their coming in. */
export function asksRemoteService(question: string): boolean {
  return FROM_AFAR.test(question) && WORKING_TOGETHER.test(question) && !SOMETHING_ONLINE.test(question);
}

/** A statement about meeting remotely for a question about it, else one about serving clients anywhere. */
function pickRemoteStatement(statements: string[], question: string): string {
  const wanted = MEETING_REMOTELY.test(question) ? 'remote' : 'anywhere';
  return statements.find((candidate) => remoteServiceKind(candidate) === wanted) ?? statements[0];
}

export const REMOTE_SERVICE_QUESTION: FactQuestion = {
  kind: 'remoteService',
  asks: asksRemoteService,
  states: offersRemoteService,
  pick: pickRemoteStatement,
};

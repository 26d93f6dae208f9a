import { asksLanguageSpoken } from '@gptsite/server';

/**
 * Whether a visitor's message asks for a person rather than an answer ("can I talk to a person",
 * "speak to someone", "real human"...). Word patterns, not a model: the offer it triggers costs a visitor
 * nothing to decline, while a missed request leaves them stuck with a bot, so it leans towards yes for
 * anything that names a person to talk to, and no for questions about people ("how many people work here").
 */

const PERSON =
  '(?:a |an |the |some |one |your |any )?(?:real |live |actual |human |proper )?(?:person|human(?: being)?|someone|somebody|anyone|anybody|people|agent|representative|rep|operator|staff(?: member)?|member of (?:the )?(?:staff|team)|team member|manager|owner|team)';

const REQUESTS: RegExp[] = [
  // "can I talk to a person", "I'd like to speak with someone", "let me chat with a human"
  new RegExp(`\\b(?:talk|speak|chat)(?:ing)? (?:to|with) ${PERSON}\\b`),
  // "connect me to someone", "transfer me to an agent", "put me through to a human"
  new RegExp(`\\b(?:connect|transfer|put) me (?:to|with|through to) ${PERSON}\\b`),
  // "real human", "live agent", "actual person"
  /\b(?:real|live|actual) (?:person|human|agent|people)\b/,
  // "human please", "agent!", "a person, please"
  /^(?:a |an )?(?:human|person|agent|operator|representative)(?: please)?[.!?]*$/,
  /\b(?:human|person|agent|representative|operator),? please\b/,
  // "I want a human", "I need a person", "get me a human"
  /\b(?:want|need|get me|give me) (?:a |an |to talk to a )?(?:human|person|real person|agent)\b/,
  // "have someone call me", "can somebody contact me", "call me back"
  /\b(?:someone|somebody|anyone|a person) (?:to )?(?:call|contact|email|phone|ring|text) me\b/,
  /\bcall me back\b/,
];

/** "I don't want to talk to a person": a request said with "not" is not one. */
const REFUSAL =
  /\b(?:don'?t|do not|doesn'?t|no need to|never|not) (?:want|need|have)? ?(?:to )?(?:talk|speak|chat|a |an )/;

/**
 * "Can I just stop by the office to talk to someone?", "Can I speak to someone in person?": the visitor
 * asks about meeting at the business, which its site answers (visits, appointments, the address), not for
 * a person in this chat.
 */
const IN_PERSON =
  /\b(?:stop|drop|come|walk|swing|pop)(?:ping)? (?:by|in|into|over)\b|\bvisit(?:ing)? (?:the|your|you)\b|\bin person\b|\bface[ -]to[ -]face\b/;

/**
 * "My mom only speaks Spanish, can she talk to someone there?" asks whether the business serves people in
 * a language, which its site says ("Se habla español") or the decline's contact details settle; it is not
 * a request for a person in this chat (see languages-answer.ts).
 */
export function isHumanRequest(message: string): boolean {
  if (asksLanguageSpoken(message)) return false;
  const text = message
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (!text || REFUSAL.test(text) || IN_PERSON.test(text)) return false;
  return REQUESTS.some((pattern) => pattern.test(text));
}

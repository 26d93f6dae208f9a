import type { FollowUpPriority } from '@gptsite/shared';
import { sentimentScore } from '../chat/sentiment';

/** Words that say the visitor cannot wait. */
const URGENT =
  /\b(?:urgent(?:ly)?|asap|a\.s\.a\.p|emergency|immediately|right away|right now|as soon as possible|today|tonight|critical|deadline|can'?t wait)\b/i;

/** Words that say it can wait ("not urgent" is read before "urgent"). */
const RELAXED =
  /\b(?:no rush|no hurry|not urgent|not in a hurry|whenever (?:you|it suits)|at your convenience|when you (?:get|have) a (?:chance|moment)|any time this week)\b/i;

/** Below this the visitor's wording counts as negative (as the owner's analytics reads sentiment). */
const NEGATIVE_SENTIMENT = -0.25;

/**
 * A follow-up's priority (spec section 4: high, normal, otherwise low): low when the visitor's message
 * says it can wait; high when it (or what they last asked) is urgent or negative; else normal.
 */
export function handoffPriority(message: string | undefined, lastQuestion?: string): FollowUpPriority {
  if (message && RELAXED.test(message)) return 'low';
  const texts = [message, lastQuestion].filter((text): text is string => Boolean(text?.trim()));
  const pressing = texts.some((text) => URGENT.test(text) || sentimentScore(text) <= NEGATIVE_SENTIMENT);
  return pressing ? 'high' : 'normal';
}

import type { FollowUpPriority } from '@gptsite/shared';
import { sentimentScore } from '../chat/sentiment';

/** Words that say the visitor cannot wait. */
const URGENT =
  /\b(?:urgent(?:ly)?|asap|a\.s\.a\.p|emergency|immediately|right away|right now|as soon as possible|today|tonight|critical|deadline|can'?t wait)\b/i;

/** Below this the visitor's wording counts as negative (as the owner's analytics reads sentiment). */
const NEGATIVE_SENTIMENT = -0.25;

/**
 * A follow-up's priority (spec section 4: high, normal, otherwise low): high when the visitor's message
 * (or what they last asked) is urgent or negative, else normal. Low is left for the owner's own triage.
 */
export function handoffPriority(message: string | undefined, lastQuestion?: string): FollowUpPriority {
  const texts = [message, lastQuestion].filter((text): text is string => Boolean(text?.trim()));
  const pressing = texts.some((text) => URGENT.test(text) || sentimentScore(text) <= NEGATIVE_SENTIMENT);
  return pressing ? 'high' : 'normal';
}

/**
 * Whether the business sees people who come in without an appointment: "Walk-ins welcome", "Call ahead
 * or walk in during open hours", "No appointment necessary", or the opposite, "By appointment only". A
 * visitor asks it before every first visit ("Do I need an appointment or can I just show up?"), and the
 * line sits in a banner or beside the opening hours, where retrieval ranks it below the pages about the
 * visitor's errand. Read from every page at conversion with the contact details.
 *
 * Only a statement about coming in counts: a walk-in closet, shower or cooler is something a handyman
 * builds, and "Evening consultations available by appointment" or "House calls by appointment only" say
 * how one service is booked, not whether the door is open.
 */

/** Things called "walk-in" that are not a visit. */
const WALK_IN_THING =
  /\bwalk[- ]?in\s+(?:closets?|showers?|tubs?|bath(?:tub)?s?|coolers?|freezers?|pantr(?:y|ies)|wardrobes?|robes?|refrigerators?|fridges?)\b/i;

/** "Walk-ins (are) (always) welcome", "we accept walk-ins", "or walk in", "a walk-in clinic". */
const WELCOMES_WALK_INS = new RegExp(
  [
    String.raw`\bwalk[- ]?ins?\b(?:\s+(?:are|is))?(?:\s+(?:always|also|gladly|still))?\s+(?:welcome|welcomed|accepted|available|encouraged|ok|okay)\b`,
    String.raw`\b(?:accept|accepts|accepting|welcome|welcomes|welcoming|take|takes|taking|see|sees|seeing)\s+(?:all\s+)?walk[- ]?ins\b`,
    String.raw`\bor\s+(?:just\s+)?walk[- ]?in\b`,
    String.raw`\bwalk[- ]?in\s+(?:clinic|service|hours|appointments|visits|clients|patients|customers)\b`,
    String.raw`\bno\s+appointments?\s+(?:is\s+|are\s+)?(?:necessary|needed|required)\b`,
  ].join('|'),
  'i',
);

/** "By appointment only", "Appointments only", "Appointment required". */
const APPOINTMENT_ONLY =
  /\b(?:by|with)\s+appointments?\s+only\b|\bonly\s+by\s+appointments?\b|\bappointments?\s+only\b|\bappointments?\s+(?:is\s+|are\s+)?required\b/i;

/** What makes "by appointment only" about one service, day or person rather than the business's door. */
const SCOPED =
  /\b(?:mon|tues?|wed|thu(?:rs)?|fri|sat|sun)(?:day)?s?\b|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b|\b(?:evenings?|weekends?|holidays?|after[- ]hours|house calls?|home visits?|instructors?|consultations?|tours?|pick-?ups?|deliver(?:y|ies)|surgery|surgeries|groups?|parties|events?)\b/i;

/** Whether a sentence or a line says whether the business takes visitors without an appointment. */
export function statesWalkInPolicy(sentence: string): boolean {
  const text = sentence.trim();
  if (!text || text.length > 300 || WALK_IN_THING.test(text)) return false;
  if (WELCOMES_WALK_INS.test(text)) return true;
  return APPOINTMENT_ONLY.test(text) && !SCOPED.test(text);
}

/** Which policy a statement gives: walk-ins welcome, or appointments only (contact-merger.ts keeps them apart). */
export function walkInPolicy(statement: string): 'walk-ins' | 'appointment only' {
  return WELCOMES_WALK_INS.test(statement) ? 'walk-ins' : 'appointment only';
}

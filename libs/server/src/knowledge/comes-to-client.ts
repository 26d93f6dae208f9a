/**
 * Whether the business comes to its clients: "We come to you", "Mobile detailing throughout the East
 * Bay", "In-home massage", "House calls are available by appointment". A visitor of a mobile business
 * asks it first ("Do you come to my house or do I have to come to you?"), and the site says it in its
 * tagline or name, which shares no word with the question. Read from every page at conversion with the
 * contact details.
 *
 * Only the business travelling to the client counts: "from the comfort of your home" is a client working
 * with it remotely (remote-service.ts), and a "mobile app" or a "mobile phone" is no visit.
 */

const PLACE = String.raw`(?:you|your (?:home|house|office|door|doorstep|driveway|location|workplace|place|business|site)|clients?|customers?)`;

const COMES = new RegExp(
  [
    String.raw`\b(?:we|i|our \w+)\s+(?:will\s+|can\s+|'ll\s+|also\s+|happily\s+)?(?:come|comes|travel|travels|drive|drives|bring (?:\w+ )?\w+)\s+(?:directly\s+|right\s+)?to\s+${PLACE}\b`,
    String.raw`\bcomes? to you\b`,
    String.raw`\bmobile\s+(?:service|services|detailing|detailer|massage|grooming|groomer|tutoring|tutor|vet|veterinar\w*|mechanic|repairs?|car wash|therapist|therapy|unit|business)\b`,
    String.raw`\bin[- ]home\s+(?:service|services|massage|visits?|sessions?|tutoring|lessons?|care|appointments?|treatments?)\b`,
    String.raw`\bhouse calls?\b`,
  ].join('|'),
  'i',
);

/** Whether a sentence or a line says the business comes to its clients. */
export function statesComesToClient(sentence: string): boolean {
  const text = sentence.trim();
  // The copyright line prints the business's name ("© 2026 … Mobile Detailing"), not a statement.
  return !!text && text.length <= 300 && !/©|\bcopyright\b/i.test(text) && COMES.test(text);
}

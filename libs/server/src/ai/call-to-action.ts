/**
 * A button's or link's blurb: a sentence that opens by telling the visitor to do something on the site
 * ("Read all 39 reviews on Google", "Book a free consultation with Austin Kim…", "Explore our selection of
 * premium shisha flavours", "Find out if you're eligible…", "Submit a quote request with your vehicle…").
 * It repeats the words of the topic it links to, so it shares a question's words, yet it says where to go,
 * not what the answer is.
 */
const CALL_TO_ACTION =
  /^[\s\-–—•*·>]*(?:read|check|submit|book|call|contact|learn|view|explore|find\s+out|discover|visit|download|request|join|sign\s+up|browse|meet|ask|evaluate|enjoy|click|tap|see|schedule|reserve|register|subscribe|follow|watch|shop|apply|tell\s+us|send\s+us|let\s+us|get\s+in\s+touch|get\s+started|start|fill\s+(?:out|in)|use\s+(?:this|our|the))\b/i;

/**
 * The visitor asks what to do ("How can I check…?", "Anything I should check before I call?", "What are
 * the steps…?"): an instruction is then the answer.
 */
const ASKS_WHAT_TO_DO =
  /\bhow\s+(?:do|can|could|should|would)\s+(?:i|we)\b|\b(?:should|must|need\s+to)\s+(?:i|we)\b|\b(?:i|we)\s+(?:should|must|need\s+to)\b|\bsteps?\b|\bwhat\s+do\s+(?:i|we)\s+do\b/i;

export function isCallToAction(sentence: string): boolean {
  return CALL_TO_ACTION.test(sentence);
}

export function asksWhatToDo(question: string): boolean {
  return ASKS_WHAT_TO_DO.test(question);
}

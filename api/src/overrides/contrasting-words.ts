import { stem, tokenize } from '@gptsite/server';

/**
 * Words that make two otherwise alike questions different ones. Sentence embedders place "When do you
 * open on Saturday?" and "…close on Saturday?" almost together (USE-lite: 0.94; "When does school
 * start/end?": 0.95), which is harmless for search but wrong for an owner's answer given word for word.
 * Each entry lists alternatives, each a few words meaning the same; two questions naming different
 * alternatives of one entry (and not one in common) ask different things.
 */
const CONTRASTS: string[][][] = [
  [['open'], ['close', 'shut']],
  [
    ['start', 'begin'],
    ['end', 'finish'],
  ],
  [
    ['arrive', 'arrival'],
    ['leave', 'departure', 'depart'],
  ],
  [
    ['drop', 'dropoff'],
    ['pick', 'pickup'],
  ],
  [['before'], ['after']],
  [
    ['first', 'earliest'],
    ['last', 'latest'],
  ],
  [
    ['minimum', 'min', 'least', 'lowest'],
    ['maximum', 'max', 'most', 'highest'],
  ],
  [['morning'], ['afternoon'], ['evening', 'night', 'tonight']],
  [['breakfast'], ['lunch'], ['dinner']],
  [['monday'], ['tuesday'], ['wednesday'], ['thursday'], ['friday'], ['saturday'], ['sunday']],
  [['weekday'], ['weekend']],
  [['spring'], ['summer'], ['autumn', 'fall'], ['winter']],
  [['today'], ['tomorrow'], ['yesterday']],
];

/** Each entry's alternatives as sets of stems, matched against a question's stems. */
const STEMMED = CONTRASTS.map((alternatives) => alternatives.map((words) => new Set(words.map(stem))));

function stems(text: string): Set<string> {
  return new Set(tokenize(text).map(stem));
}

/** Indexes of the alternatives of one entry a question names. */
function named(questionStems: Set<string>, alternatives: Set<string>[]): number[] {
  return alternatives.flatMap((words, index) =>
    [...words].some((word) => questionStems.has(word)) ? [index] : [],
  );
}

/** Whether two questions name different alternatives of one contrast ("open" / "close"). */
export function contrasting(left: string, right: string): boolean {
  const leftStems = stems(left);
  const rightStems = stems(right);
  return STEMMED.some((alternatives) => {
    const leftNamed = named(leftStems, alternatives);
    const rightNamed = named(rightStems, alternatives);
    return (
      leftNamed.length > 0 && rightNamed.length > 0 && !leftNamed.some((index) => rightNamed.includes(index))
    );
  });
}

/**
 * The Porter (1980) stemmer, written out here because the maintained npm stemmers are ESM-only and our
 * server build is CommonJS. Porter rather than a lighter S-stemmer: visitors ask "pricing" and sites
 * say "prices", ask "enrolling" and pages say "enrollment"; the extra steps earn their keep in
 * retrieval. Stems are index keys, never shown to anyone.
 */

const CONSONANT = '[^aeiou]';
const VOWEL = '[aeiouy]';
const CONSONANTS = `${CONSONANT}[^aeiouy]*`;
const VOWELS = `${VOWEL}[aeiou]*`;
/** measure m > 0: [C](VC){m}[V] */
const MEASURE_ABOVE_0 = new RegExp(`^(${CONSONANTS})?${VOWELS}${CONSONANTS}`);
const MEASURE_IS_1 = new RegExp(`^(${CONSONANTS})?${VOWELS}${CONSONANTS}(${VOWELS})?$`);
const MEASURE_ABOVE_1 = new RegExp(`^(${CONSONANTS})?${VOWELS}${CONSONANTS}${VOWELS}${CONSONANTS}`);
const HAS_VOWEL = new RegExp(`^(${CONSONANTS})?${VOWEL}`);
/** *o: the stem ends consonant-vowel-consonant and the last is not w, x or y ("hop" → "hope"). */
const ENDS_CVC = new RegExp(`^${CONSONANTS}${VOWEL}[^aeiouwxy]$`);

const STEP2: Record<string, string> = {
  ational: 'ate',
  tional: 'tion',
  enci: 'ence',
  anci: 'ance',
  izer: 'ize',
  bli: 'ble',
  alli: 'al',
  entli: 'ent',
  eli: 'e',
  ousli: 'ous',
  ization: 'ize',
  ation: 'ate',
  ator: 'ate',
  alism: 'al',
  iveness: 'ive',
  fulness: 'ful',
  ousness: 'ous',
  aliti: 'al',
  iviti: 'ive',
  biliti: 'ble',
  logi: 'log',
};
const STEP3: Record<string, string> = {
  icate: 'ic',
  ative: '',
  alize: 'al',
  iciti: 'ic',
  ical: 'ic',
  ful: '',
  ness: '',
};
const STEP2_PATTERN = new RegExp(`^(.+?)(${Object.keys(STEP2).join('|')})$`);
const STEP3_PATTERN = new RegExp(`^(.+?)(${Object.keys(STEP3).join('|')})$`);
const STEP4_PATTERN = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/;

/** Plurals Porter cannot see (the ones visitors of schools and small businesses type), and words it conflates. */
const IRREGULAR: Record<string, string> = {
  children: 'child',
  women: 'woman',
  men: 'man',
  people: 'person',
  feet: 'foot',
  // Porter folds "founded" into "found" (of find): "Who founded the clinic?" then matched a review's "so
  // pleased to have found this clinic". The founding words keep a stem of their own, one that does not
  // end in an agent's "-er" (which the answerer also reads as its verb: "founder" as "found").
  founded: 'founding',
  founding: 'founding',
  founder: 'founding',
  founders: 'founding',
  // A pupil of a kind of school ("tutoring for a high schooler", "sessions for middle schoolers") asks
  // about that school's row ("High School  $125/hr"); Porter keeps "schooler" whole ("school" is too
  // short for its "-er" rule).
  schooler: 'school',
  schoolers: 'school',
  preschooler: 'preschool',
  preschoolers: 'preschool',
  homeschooler: 'homeschool',
  homeschoolers: 'homeschool',
};

function step1(word: string): string {
  let result = word;
  if (/^(.+?)(ss|i)es$/.test(result)) result = result.replace(/^(.+?)(ss|i)es$/, '$1$2');
  else if (/^(.+?)([^s])s$/.test(result)) result = result.replace(/^(.+?)([^s])s$/, '$1$2');

  const eed = /^(.+?)eed$/.exec(result);
  const edIng = /^(.+?)(ed|ing)$/.exec(result);
  if (eed) {
    if (MEASURE_ABOVE_0.test(eed[1])) result = result.slice(0, -1);
  } else if (edIng && HAS_VOWEL.test(edIng[1])) {
    result = edIng[1];
    if (/(at|bl|iz)$/.test(result)) result += 'e';
    else if (/([^aeiouylsz])\1$/.test(result)) result = result.slice(0, -1);
    else if (ENDS_CVC.test(result)) result += 'e';
  }

  const endsY = /^(.+?)y$/.exec(result);
  if (endsY && HAS_VOWEL.test(endsY[1])) result = `${endsY[1]}i`;
  return result;
}

function steps2to4(word: string): string {
  let result = word;
  const step2 = STEP2_PATTERN.exec(result);
  if (step2 && MEASURE_ABOVE_0.test(step2[1])) result = step2[1] + STEP2[step2[2]];

  const step3 = STEP3_PATTERN.exec(result);
  if (step3 && MEASURE_ABOVE_0.test(step3[1])) result = step3[1] + STEP3[step3[2]];

  const step4 = STEP4_PATTERN.exec(result);
  const sion = /^(.+?)([st])(ion)$/.exec(result);
  if (step4) {
    if (MEASURE_ABOVE_1.test(step4[1])) result = step4[1];
  } else if (sion && MEASURE_ABOVE_1.test(sion[1] + sion[2])) {
    result = sion[1] + sion[2];
  }
  return result;
}

function step5(word: string): string {
  let result = word;
  const endsE = /^(.+?)e$/.exec(result);
  if (endsE) {
    const base = endsE[1];
    if (MEASURE_ABOVE_1.test(base) || (MEASURE_IS_1.test(base) && !ENDS_CVC.test(base))) result = base;
  }
  if (/ll$/.test(result) && MEASURE_ABOVE_1.test(result)) result = result.slice(0, -1);
  return result;
}

/**
 * Stemmed words, remembered: the answerer stems every sentence of every passage on every question, and a
 * site's vocabulary is small. Cleared when it grows past the cap, so memory stays bounded.
 */
const STEM_CACHE = new Map<string, string>();
const STEM_CACHE_SIZE = 50_000;

/** Stems one lower-case word. Words with digits or non-ASCII letters are returned unchanged. */
export function stem(word: string): string {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return word;
  const known = STEM_CACHE.get(word);
  if (known !== undefined) return known;
  if (STEM_CACHE.size >= STEM_CACHE_SIZE) STEM_CACHE.clear();
  const stemmed = porter(word);
  STEM_CACHE.set(word, stemmed);
  return stemmed;
}

function porter(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  // A leading y is a consonant; upper-casing it keeps the vowel patterns from reading it as one.
  const startsWithY = word.startsWith('y');
  let result = startsWithY ? `Y${word.slice(1)}` : word;
  result = step5(steps2to4(step1(result)));
  return startsWithY ? `y${result.slice(1)}` : result;
}

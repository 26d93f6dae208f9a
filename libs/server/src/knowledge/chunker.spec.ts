import { loadSite } from '../ai/__fixtures__/retrieval-harness.fixture';
import { chunkContent, chunkContextLine, DEFAULT_CHUNK_OPTIONS } from './chunker';
import type { ExtractedContent } from './content';
import { sentenceUnits, splitSentences } from './sentence-splitter';
import { wordCount } from './tokenizer';

const sentence = (index: number): string =>
  `Sentence number ${index} explains one more detail of the tuition plan for families.`;

function page(sections: ExtractedContent['sections'], title = 'Sacred Heart | Admissions'): ExtractedContent {
  return { title, lang: 'en', sections };
}

const body = (text: string): string => text.slice(text.indexOf('\n\n') + 2);

describe('splitSentences', () => {
  it('splits at sentence ends but not after abbreviations, initials or list numbers', () => {
    expect(
      splitSentences(
        'Dr. Smith teaches art. Classes start Sept. 5 at 8 a.m. Bring J. R. R. Tolkien. 1. Pay online.',
      ),
    ).toEqual([
      'Dr. Smith teaches art.',
      'Classes start Sept. 5 at 8 a.m.',
      'Bring J. R. R. Tolkien.',
      '1. Pay online.',
    ]);
  });

  it('reads "No." before a number as "number", and as a word before anything else', () => {
    expect(splitSentences('Austin Kim, J.D. — Cal Bar No. 242573. Immigration practice.')).toEqual([
      'Austin Kim, J.D. — Cal Bar No. 242573.',
      'Immigration practice.',
    ]);
    expect(splitSentences('Is a deposit required? No. Payment is due at the visit.')).toEqual([
      'Is a deposit required?',
      'No.',
      'Payment is due at the visit.',
    ]);
  });

  it('tags units with their paragraph and line', () => {
    expect(
      sentenceUnits('Hours\nMon–Fri. Closed Sunday.\n\nCall us.').map((unit) => [
        unit.text,
        unit.paragraph,
        unit.line,
      ]),
    ).toEqual([
      ['Hours', 0, 0],
      ['Mon–Fri.', 0, 1],
      ['Closed Sunday.', 0, 1],
      ['Call us.', 1, 3],
    ]);
  });
});

describe('chunkContent', () => {
  it('keeps a name line with the bio it heads when the chunk fills up between them', () => {
    const bio = (name: string) =>
      `${name} has taught music for many years and performs with local bands across the city every season. `.repeat(
        3,
      );
    const text = [
      'Ann Lee\nPiano • Voice',
      bio('Ann'),
      'Scott Musick\nDrums • Guitar',
      bio('Scott'),
      'Dana Ruiz\nViola',
      bio('Dana'),
    ].join('\n\n');
    const chunks = chunkContent(page([{ heading: 'Our Instructors', level: 2, text }]));
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(body(chunk.text)).not.toMatch(/(Drums • Guitar|Viola|Piano • Voice)$/);
    const scott = chunks.find((chunk) => chunk.text.includes('Scott has taught'));
    expect(scott?.text).toContain('Scott Musick');
  });

  it('carries the heading path and starts every chunk with the page title and that path', () => {
    const chunks = chunkContent(
      page([
        {
          heading: 'Sacred Heart | Admissions',
          level: 1,
          text: 'Welcome to our admissions pages, where families start.',
        },
        {
          heading: 'Admissions',
          level: 2,
          text: 'We admit students on a rolling basis throughout the year. '.repeat(6),
        },
        { heading: 'Tuition', level: 3, text: 'Tuition for grades K5-5 is $6,220. '.repeat(12) },
      ]),
    );
    // The short welcome absorbs the next section, whose heading then stays inline; the h1 that repeats
    // the title is not part of any path.
    expect(chunks.map((chunk) => chunk.heading)).toEqual(['', 'Admissions > Tuition']);
    expect(chunks[0].text).toMatch(/^Sacred Heart \| Admissions\n\nWelcome .*\n\nAdmissions\n\nWe admit/s);
    expect(
      chunks[1].text.startsWith(
        `${chunkContextLine('Sacred Heart | Admissions', 'Admissions > Tuition')}\n\n`,
      ),
    ).toBe(true);
    expect(chunks.map((chunk) => chunk.ordinal)).toEqual([0, 1]);
  });

  it('cuts long prose between sentences, near the target size, repeating a sentence or two', () => {
    const text = Array.from({ length: 60 }, (_, index) => sentence(index)).join(' ');
    const chunks = chunkContent(page([{ heading: 'Tuition', level: 2, text }]));
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect(body(chunk.text)).toMatch(/families\.$/);
      expect(chunk.wordCount).toBeLessThanOrEqual(
        DEFAULT_CHUNK_OPTIONS.targetWords + DEFAULT_CHUNK_OPTIONS.overlapWords,
      );
    }
    const lastOfFirst = splitSentences(body(chunks[0].text)).pop() ?? '';
    expect(body(chunks[1].text).startsWith(lastOfFirst)).toBe(true);
  });

  it('keeps a table together when it fits and repeats the header row when it must split', () => {
    const row = (index: number): string =>
      `Grade ${index} | $${6000 + index} | Includes books and lab fees for the year`;
    const small = ['Grade | Tuition | Notes', ...Array.from({ length: 12 }, (_, index) => row(index))].join(
      '\n',
    );
    const large = ['Grade | Tuition | Notes', ...Array.from({ length: 60 }, (_, index) => row(index))].join(
      '\n',
    );
    expect(chunkContent(page([{ heading: 'Rates', level: 2, text: small }]))).toHaveLength(1);
    const split = chunkContent(page([{ heading: 'Rates', level: 2, text: large }]));
    expect(split.length).toBeGreaterThan(1);
    for (const chunk of split) expect(body(chunk.text).startsWith('Grade | Tuition | Notes')).toBe(true);
  });

  it('lets small sibling sections share a chunk with their headings inline', () => {
    const chunks = chunkContent(
      page([
        { heading: 'FAQ', level: 2, text: 'Answers to common questions.' },
        { heading: 'Is there a bus?', level: 3, text: 'We do not run buses.' },
        { heading: 'Is there lunch?', level: 3, text: 'Lunch can be ordered online.' },
      ]),
    );
    expect(chunks).toHaveLength(1);
    expect(chunks[0].heading).toBe('FAQ');
    expect(body(chunks[0].text)).toBe(
      'Answers to common questions.\n\nIs there a bus?\n\nWe do not run buses.\n\nIs there lunch?\n\nLunch can be ordered online.',
    );
  });

  it('strips invisible characters and hashes the text so unchanged chunks can keep their vectors', () => {
    const first = chunkContent(page([{ heading: 'Hours', level: 2, text: 'Open\u200B 9\u00A0to 5.' }]));
    const again = chunkContent(page([{ heading: 'Hours', level: 2, text: 'Open 9 to 5.' }]));
    const changed = chunkContent(page([{ heading: 'Hours', level: 2, text: 'Open 9 to 6.' }]));
    expect(body(first[0].text)).toBe('Open 9 to 5.');
    expect(first[0].contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first[0].contentHash).toBe(again[0].contentHash);
    expect(first[0].contentHash).not.toBe(changed[0].contentHash);
  });

  it('chunks a real site within the size limits', () => {
    const corpus = loadSite('sterling-tax');
    const sizes = corpus.chunks.map((chunk) => wordCount(body(chunk.text)));
    expect(corpus.chunks.length).toBeGreaterThan(50);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(DEFAULT_CHUNK_OPTIONS.maxWords);
  });
});

import { testContext } from '../__fixtures__/extractor-context';
import { DocumentError } from '../document-error';
import { extractInline } from '../extract-inline';
import { resolveSettings } from '../extract-settings';
import { extractRtf } from './rtf-extractor';

const context = testContext('menu.rtf');

async function rtfText(source: string): Promise<string> {
  const content = await extractRtf(Buffer.from(source, 'latin1'), context);
  return content.sections
    .map((section) => [section.heading, section.text].filter(Boolean).join('\n'))
    .join('\n\n');
}

describe('extractRtf', () => {
  it('reads paragraphs and skips font, colour, style and metadata tables', async () => {
    const source =
      '{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Arial;}}{\\colortbl;\\red255\\green0\\blue0;}' +
      '{\\*\\generator Riched20;}{\\info{\\author Ann}{\\title Service menu}}' +
      '\\pard Ear piercing\\tab $45\\par\\par Second {\\b bold} line\\line wrapped\\par' +
      '{\\pict\\pngblip 89504e47}{\\*\\unknowndest hidden}}';
    const content = await extractRtf(Buffer.from(source, 'latin1'), context);
    expect(content.title).toBe('Service menu');
    expect(content.sections).toEqual([
      { heading: null, level: 0, text: 'Ear piercing\t$45\n\nSecond bold line\nwrapped' },
    ]);
  });

  it("decodes \\'hh escapes in the declared codepage", async () => {
    expect(await rtfText("{\\rtf1\\ansi\\ansicpg1252 Caf\\'e9 \\'93quoted\\'94 \\'80 5\\par}")).toBe(
      'Café “quoted” € 5',
    );
    expect(await rtfText("{\\rtf1\\ansi\\ansicpg1251 \\'cf\\'f0\\'e8\\'e2\\'e5\\'f2\\par}")).toBe('Привет');
  });

  it('uses the charset of the current font, as WordPad writes Cyrillic', async () => {
    const source =
      "{\\rtf1\\ansi\\ansicpg1252{\\fonttbl{\\f0\\fnil Arial;}{\\f1\\fnil\\fcharset204 Arial;}}\\f1\\'e4\\'e0 \\f0 yes\\par}";
    expect(await rtfText(source)).toBe('да yes');
  });

  it('decodes double-byte codepages from consecutive escapes', async () => {
    expect(await rtfText("{\\rtf1\\ansi\\ansicpg932 \\'82\\'a0\\'82\\'a2\\par}")).toBe('あい');
  });

  it('reads \\u escapes and skips their fallbacks as \\uc says', async () => {
    expect(await rtfText("{\\rtf1\\ansi \\u8364\\'80 and \\uc2\\u8212\\'97\\'97 done\\par}")).toBe(
      '€ and — done',
    );
    expect(await rtfText('{\\rtf1\\ansi \\uc0\\u26085\\u26412 ok\\par}')).toBe('日本ok');
    expect(await rtfText('{\\rtf1\\ansi \\u-10179?\\u-8694? emoji\\par}')).toBe('😊 emoji');
  });

  it('keeps field results, drops field instructions', async () => {
    const source =
      '{\\rtf1 Book {\\field{\\*\\fldinst HYPERLINK "https://x.example"}{\\fldrslt online}} today\\par}';
    expect(await rtfText(source)).toBe('Book online today');
  });

  it('skips \\bin data without reading it as text', async () => {
    expect(await rtfText('{\\rtf1 {\\*\\blob\\bin4 {}\\\\}before\\par after\\par}')).toBe('before\n\nafter');
  });

  it('turns styled headings into sections and tables into rows', async () => {
    const source =
      '{\\rtf1\\ansi{\\stylesheet{\\s0 Normal;}{\\s1\\outlinelevel0 heading 1;}{\\s2 heading 2;}}' +
      '\\pard\\s1 Prices\\par\\pard\\s2 Earrings\\par\\pard Studs for every ear.\\par' +
      '\\trowd\\pard\\intbl Item\\cell Price\\cell\\row\\trowd\\pard\\intbl Studs\\cell $65\\cell\\row\\pard After\\par}';
    const content = await extractRtf(Buffer.from(source, 'latin1'), context);
    expect(content.title).toBe('Prices');
    expect(content.sections).toEqual([
      { heading: 'Prices', level: 1, text: '' },
      { heading: 'Earrings', level: 2, text: 'Studs for every ear.\n\nItem | Price\nStuds | $65\n\nAfter' },
    ]);
  });

  it('marks list bullets from \\listtext as "- "', async () => {
    const source =
      "{\\rtf1\\ansi{\\fonttbl{\\f1\\fcharset2 Symbol;}}{\\listtext\\pard\\plain\\f1 \\'b7\\tab}First\\par{\\listtext\\pard\\f1 \\'b7\\tab}Second\\par}";
    expect(await rtfText(source)).toBe('- First\n\n- Second');
  });

  it('refuses text that is not RTF, and absurd nesting', async () => {
    await expect(extractRtf(Buffer.from('plain text'), context)).rejects.toMatchObject({ code: 'corrupt' });
    const nested = `{\\rtf1 ${'{'.repeat(5000)}x${'}'.repeat(5000)}}`;
    await expect(
      extractInline(Buffer.from(nested), 'rtf', resolveSettings({ filename: 'deep.rtf' })),
    ).rejects.toEqual(expect.any(DocumentError));
  });
});

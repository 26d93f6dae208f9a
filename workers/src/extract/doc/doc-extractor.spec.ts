import { buildDoc } from '../__fixtures__/ole-builders';
import { detectDocumentKind } from '../__fixtures__/server-modules';
import { extractInline } from '../extract-inline';
import { resolveSettings } from '../extract-settings';
import { wordTextBlocks } from './word-text';

const settings = resolveSettings({ filename: 'hours.doc' });

describe('extractDoc', () => {
  it('reads the text of a Word 97 file, Windows-1252 characters and table rows included', async () => {
    const doc = buildDoc(
      'Opening hours\rWe are open Monday–Friday, 9–5.\rDay\x07Hours\x07\x07Saturday\x0710–2\x07\x07Café “Opal” serves $3 coffee.\r',
    );
    expect(detectDocumentKind(doc, { filename: 'hours.doc' })).toBe('doc');
    const content = await extractInline(doc, 'doc', settings);
    expect(content.sections).toEqual([
      {
        heading: null,
        level: 0,
        text: 'Opening hours\n\nWe are open Monday–Friday, 9–5.\n\nDay | Hours\nSaturday | 10–2\n\nCafé “Opal” serves $3 coffee.',
      },
    ]);
  });

  it('says an encrypted Word file is password-protected', async () => {
    await expect(
      extractInline(buildDoc('Secret\r', { encrypted: true }), 'doc', settings),
    ).rejects.toMatchObject({
      code: 'encrypted',
    });
  });

  it('refuses files that are not Word 97 documents', async () => {
    await expect(extractInline(Buffer.from('not a doc at all'), 'doc', settings)).rejects.toMatchObject({
      code: 'unsupported',
    });
    const truncated = buildDoc('Hello\r').subarray(0, 600);
    await expect(extractInline(truncated, 'doc', settings)).rejects.toMatchObject({ name: 'DocumentError' });
  });
});

describe('wordTextBlocks', () => {
  it('rebuilds table rows from cell and row marks', () => {
    expect(wordTextBlocks('Intro\na\tb\t\tc\td\t\t\nAfter')).toEqual(['Intro', 'a | b\nc | d', 'After']);
  });
});

import { testContext } from '../__fixtures__/extractor-context';
import { extractTxt } from './txt-extractor';

const context = testContext('notes.txt');

async function sectionsOf(bytes: Buffer) {
  return (await extractTxt(bytes, context)).sections;
}

describe('extractTxt', () => {
  it('splits paragraphs on blank lines and keeps line breaks inside them', async () => {
    expect(await sectionsOf(Buffer.from('Open daily\n9am to 5pm\n\n\nClosed on holidays'))).toEqual([
      { heading: null, level: 0, text: 'Open daily\n9am to 5pm\n\nClosed on holidays' },
    ]);
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8', async () => {
    const bytes = Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x93, 0x6f, 0x6b, 0x94, 0x20, 0x80, 0x35]);
    expect((await sectionsOf(bytes))[0].text).toBe('Café “ok” €5');
  });

  it('honours UTF-8 and UTF-16 byte-order marks', async () => {
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Zoë', 'utf8')]);
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Grüße', 'utf16le')]);
    const utf16be = Buffer.from(
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Ωmega', 'utf16le')]).swap16(),
    );
    expect((await sectionsOf(utf8))[0].text).toBe('Zoë');
    expect((await sectionsOf(utf16le))[0].text).toBe('Grüße');
    expect((await sectionsOf(utf16be))[0].text).toBe('Ωmega');
  });

  it('reads Markdown-style headings, and not "---" separators', async () => {
    const content = await extractTxt(
      Buffer.from('# Studio guide\n\nWelcome.\n\nAftercare\n=========\nClean twice a day.\n\n---\n\nEnd'),
      context,
    );
    expect(content.title).toBe('Studio guide');
    expect(content.sections).toEqual([
      { heading: 'Studio guide', level: 1, text: 'Welcome.' },
      { heading: 'Aftercare', level: 1, text: 'Clean twice a day.\n\n---\n\nEnd' },
    ]);
  });
});

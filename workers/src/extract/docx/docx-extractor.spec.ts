import { buildDocx } from '../__fixtures__/docx-builder';
import { compoundFile } from '../__fixtures__/ole-builders';
import { detectDocumentKind } from '../__fixtures__/server-modules';
import { extractInline } from '../extract-inline';
import { resolveSettings } from '../extract-settings';

const settings = resolveSettings({ filename: 'aftercare.docx' });

describe('extractDocx', () => {
  it('keeps headings as sections, lists as items and tables as rows', async () => {
    const docx = await buildDocx([
      { style: 'Title', text: 'Aftercare Guide' },
      { style: null, text: 'Thank you for choosing us.' },
      { style: 'Heading1', text: 'Cleaning' },
      { style: null, text: 'Clean twice a day\u200b with saline.' },
      { list: 'bullet', items: ['Wash your hands', 'Do not twist'] },
      { style: 'Heading2', text: 'Healing times' },
      { list: 'numbered', items: ['Lobes: 6 weeks', 'Cartilage: 6 months'] },
      {
        table: [
          ['Piercing', 'Price'],
          ['Lobe', '$45'],
          ['Helix', '$60'],
        ],
      },
    ]);
    expect(detectDocumentKind(docx, { filename: 'aftercare.docx' })).toBe('docx');
    const content = await extractInline(docx, 'docx', settings);
    expect(content.title).toBe('Aftercare Guide');
    expect(content.sections).toEqual([
      { heading: 'Aftercare Guide', level: 1, text: 'Thank you for choosing us.' },
      {
        heading: 'Cleaning',
        level: 1,
        text: 'Clean twice a day with saline.\n\n- Wash your hands\n- Do not twist',
      },
      {
        heading: 'Healing times',
        level: 2,
        text: '1. Lobes: 6 weeks\n2. Cartilage: 6 months\n\nPiercing | Price\nLobe | $45\nHelix | $60',
      },
    ]);
  });

  it('says a password-protected docx is encrypted', async () => {
    const locked = compoundFile({
      EncryptionInfo: Buffer.alloc(64),
      EncryptedPackage: Buffer.alloc(4096, 7),
    });
    await expect(extractInline(locked, 'docx', settings)).rejects.toMatchObject({
      code: 'encrypted',
      message: "aftercare.docx is password-protected, so its text can't be read",
    });
  });

  it('reports a damaged package as corrupt', async () => {
    const docx = await buildDocx([{ style: null, text: 'Hello' }]);
    await expect(extractInline(docx.subarray(0, 100), 'docx', settings)).rejects.toMatchObject({
      code: 'corrupt',
    });
    await expect(
      extractInline(Buffer.from('PK\u0003\u0004 nothing'), 'docx', settings),
    ).rejects.toMatchObject({ code: 'corrupt' });
  });

  it('reports a document without text as empty', async () => {
    const docx = await buildDocx([{ style: null, text: ' ' }]);
    await expect(extractInline(docx, 'docx', settings)).rejects.toMatchObject({ code: 'empty' });
  });
});

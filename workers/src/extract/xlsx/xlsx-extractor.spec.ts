import { Workbook } from 'exceljs';
import { compoundFile } from '../__fixtures__/ole-builders';
import { detectDocumentKind } from '../__fixtures__/server-modules';
import { extractInline } from '../extract-inline';
import { resolveSettings } from '../extract-settings';

const settings = resolveSettings({ filename: 'prices.xlsx' });

async function toBuffer(workbook: Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function priceWorkbook(): Promise<Buffer> {
  const workbook = new Workbook();
  workbook.title = 'Emerald & Opal prices';
  const prices = workbook.addWorksheet('Earrings');
  prices.addRow(['Emerald & Opal — retail prices']);
  prices.addRow([]);
  prices.addRow(['Item #', 'Name', 'Price', 'Since', 'Margin']);
  prices.addRow(['65E', '3mm Pink Ice CZ', 65, new Date(Date.UTC(2024, 4, 3)), 0.4]);
  prices.addRow(['848E', 'Butterfly w/ CZ', 175, new Date(Date.UTC(2024, 4, 3, 14, 30)), 0.35]);
  prices.addRow([
    '8E',
    { richText: [{ text: '5 Pt ' }, { text: 'Diamond', font: { bold: true } }] },
    { formula: 'C4+190', result: 255 },
  ]);
  prices.getColumn(3).numFmt = '"$"#,##0';
  prices.getColumn(5).numFmt = '0%';
  const staff = workbook.addWorksheet('Staff');
  staff.addRow(['Name', 'Role']).font = { bold: true };
  staff.addRow(['Ann', 'Piercer']);
  staff.mergeCells('A3:B3');
  staff.getCell('A3').value = 'Open every day';
  workbook.addWorksheet('Costs', { state: 'hidden' }).addRow(['Wholesale', 12]);
  return toBuffer(workbook);
}

describe('extractXlsx', () => {
  it('writes each visible sheet as a section of self-describing rows', async () => {
    const xlsx = await priceWorkbook();
    expect(detectDocumentKind(xlsx, { filename: 'prices.xlsx' })).toBe('xlsx');
    const content = await extractInline(xlsx, 'xlsx', settings);
    expect(content.title).toBe('Emerald & Opal prices');
    expect(content.sections).toEqual([
      {
        heading: 'Earrings',
        level: 1,
        text: [
          'Emerald & Opal — retail prices',
          '',
          'Item #: 65E; Name: 3mm Pink Ice CZ; Price: $65; Since: 2024-05-03; Margin: 40%',
          'Item #: 848E; Name: Butterfly w/ CZ; Price: $175; Since: 2024-05-03 14:30; Margin: 35%',
          'Item #: 8E; Name: 5 Pt Diamond; Price: $255',
        ].join('\n'),
      },
      { heading: 'Staff', level: 1, text: 'Name: Ann; Role: Piercer\nName: Open every day' },
    ]);
  });

  it('caps very long sheets and says so', async () => {
    const workbook = new Workbook();
    const sheet = workbook.addWorksheet('Log');
    sheet.addRow(['Visit', 'Count']);
    for (let index = 1; index <= 5_200; index += 1) sheet.addRow([`Visit ${index}`, index]);
    const content = await extractInline(await toBuffer(workbook), 'xlsx', settings);
    const text = content.sections[0].text;
    expect(text).toContain('Visit: Visit 4999; Count: 4999');
    expect(text).not.toContain('Visit 5000;');
    expect(text).toContain('(This sheet has 5,201 rows; only the first 5,000 were read.)');
  });

  it('keeps all-text sheets without a styled header as plain rows, first row first', async () => {
    const workbook = new Workbook();
    const sheet = workbook.addWorksheet('Contacts');
    sheet.addRow(['Ann', 'ann@example.com']);
    sheet.addRow(['Bo', 'bo@example.com']);
    const content = await extractInline(await toBuffer(workbook), 'xlsx', settings);
    expect(content.sections[0].text).toBe('Ann | ann@example.com\nBo | bo@example.com');
  });

  it('says a password-protected workbook is encrypted, and a damaged one corrupt', async () => {
    const locked = compoundFile({
      EncryptionInfo: Buffer.alloc(64),
      EncryptedPackage: Buffer.alloc(4096, 1),
    });
    await expect(extractInline(locked, 'xlsx', settings)).rejects.toMatchObject({ code: 'encrypted' });
    const xlsx = await priceWorkbook();
    await expect(extractInline(xlsx.subarray(0, 300), 'xlsx', settings)).rejects.toMatchObject({
      code: 'corrupt',
    });
  });
});

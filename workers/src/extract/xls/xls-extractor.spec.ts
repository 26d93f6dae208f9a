import { buildXls, type BiffSheet } from '../__fixtures__/biff-builder';
import { detectDocumentKind } from '../__fixtures__/server-modules';
import { extractInline } from '../extract-inline';
import { resolveSettings } from '../extract-settings';

const settings = resolveSettings({ filename: 'prices.xls' });
const LONG_NOTE = `Note: ${'gold '.repeat(2000)}end`;

const PRICES: BiffSheet = {
  name: 'Prices',
  cells: [
    { row: 0, column: 0, value: 'Item' },
    { row: 0, column: 1, value: 'Price' },
    { row: 0, column: 2, value: 'Since' },
    { row: 1, column: 0, value: 'Ring' },
    { row: 1, column: 1, value: 65, xf: 1 },
    { row: 1, column: 2, value: 45000, xf: 2 },
    { row: 2, column: 0, value: { inline: 'Café bracelet ☕' } },
    { row: 2, column: 1, value: { rk: 120 }, xf: 1 },
    { row: 3, column: 0, value: { formula: 'Total' } },
    { row: 3, column: 1, value: { formula: 185 }, xf: 1 },
    { row: 4, column: 0, value: 'Discount' },
    { row: 4, column: 1, value: 0.15, xf: 3 },
    { row: 5, column: 0, value: 'In stock' },
    { row: 5, column: 1, value: true },
    { row: 7, column: 0, value: LONG_NOTE },
  ],
};

describe('extractXls', () => {
  it('reads cells, shared strings across CONTINUE records, formats and formula results', async () => {
    const xls = buildXls([
      PRICES,
      { name: 'Lookup', hidden: true, cells: [{ row: 0, column: 0, value: 'Secret' }] },
    ]);
    expect(detectDocumentKind(xls, { filename: 'prices.xls' })).toBe('xls');
    const content = await extractInline(xls, 'xls', settings);
    expect(content.sections).toHaveLength(1);
    expect(content.sections[0]).toMatchObject({ heading: 'Prices', level: 1 });
    expect(content.sections[0].text.split('\n')).toEqual([
      'Item: Ring; Price: $65.00; Since: 2023-03-15',
      'Item: Café bracelet ☕; Price: $120.00',
      'Item: Total; Price: $185.00',
      'Item: Discount; Price: 15%',
      'Item: In stock; Price: TRUE',
      `Item: ${LONG_NOTE}`,
    ]);
  });

  it('says an encrypted workbook is password-protected', async () => {
    await expect(
      extractInline(buildXls([PRICES], { encrypted: true }), 'xls', settings),
    ).rejects.toMatchObject({
      code: 'encrypted',
    });
  });

  it('refuses files that are not Excel 97 workbooks', async () => {
    await expect(extractInline(Buffer.from('nope'), 'xls', settings)).rejects.toMatchObject({
      code: 'unsupported',
    });
  });
});

import { excelSerialToDate, formatDate, formatNumber, isDateFormat } from './cell-format';
import { sheetBlocks, sheetCell, type SheetRow } from './sheet-text';

function row(values: Array<string | number | null>, emphasised = false): SheetRow {
  return {
    cells: values.map((value) =>
      value === null ? null : sheetCell(String(value), typeof value === 'number'),
    ),
    emphasised,
  };
}

describe('sheetBlocks', () => {
  it('finds the header below a title row and names every value', () => {
    const rows = [row(['Price list 2024']), row(['Item', 'Price']), row(['Studs', 45]), row(['Hoops', null])];
    expect(sheetBlocks(rows)).toEqual(['Price list 2024', 'Item: Studs; Price: 45\nItem: Hoops']);
  });

  it('uses pipes when no row qualifies as a header', () => {
    expect(sheetBlocks([row([1, 2, null]), row([3, null, 5])])).toEqual(['1 | 2\n3 |  | 5']);
  });

  it('splits long sheets into blocks of 25 rows', () => {
    const rows = [
      row(['N', 'Square'], true),
      ...Array.from({ length: 60 }, (_unused, index) => row([index, index * index])),
    ];
    const blocks = sheetBlocks(rows);
    expect(blocks).toHaveLength(3);
    expect(blocks[2].split('\n')).toHaveLength(10);
  });
});

describe('cell formats', () => {
  it('formats currency, percent and plain numbers', () => {
    expect(formatNumber(65, '"$"#,##0.00')).toBe('$65.00');
    expect(formatNumber(1234.5, '[$€-407] #,##0.00')).toBe('€1234.50');
    expect(formatNumber(0.125, '0.0%')).toBe('12.5%');
    expect(formatNumber(0.1 + 0.2, 'General')).toBe('0.3');
    expect(formatNumber(42, '[$-409]#,##0')).toBe('42');
  });

  it('recognises date formats and converts serial numbers', () => {
    expect(isDateFormat('d-mmm-yy')).toBe(true);
    expect(isDateFormat('"Paid" 0.00')).toBe(false);
    expect(formatDate(excelSerialToDate(45000, false))).toBe('2023-03-15');
    expect(formatDate(excelSerialToDate(0.75, false))).toBe('18:00');
  });
});

import type { TextItem } from 'pdf-parse/lib/pdf-parse.js';
import { collapseLetterSpacing, groupLines } from './pdf-lines';
import { meaningfulTitle } from './pdf-title';

function item(str: string, x: number, y: number, size = 10): TextItem {
  return {
    str,
    transform: [size, 0, 0, size, x, y],
    width: str.length * size * 0.5,
    height: size,
    fontName: 'f1',
  };
}

describe('groupLines', () => {
  it('joins items on one baseline, adding the spaces the PDF only implied', () => {
    const lines = groupLines([
      item('ITEM', 50, 700),
      item('NAME', 100, 700),
      item('$65', 200, 701.5),
      item('Next', 50, 680),
    ]);
    expect(lines.map((line) => line.text)).toEqual(['ITEM NAME $65', 'Next']);
  });

  it('starts a new line when text jumps back left (a second column)', () => {
    const lines = groupLines([item('Left column text', 50, 700), item('Right', 40, 700)]);
    expect(lines).toHaveLength(2);
  });
});

describe('collapseLetterSpacing', () => {
  it('closes up letter-spaced capitals', () => {
    expect(collapseLetterSpacing('S E R V I C E S   &   P R I C I N G')).toBe('SERVICES  &  PRICING');
    expect(collapseLetterSpacing('E AR R I NG   C OL L E C T ION')).toBe('EARRING  COLLECTION');
  });

  it('leaves ordinary text alone', () => {
    expect(collapseLetterSpacing('I am a new member of a club')).toBe('I am a new member of a club');
    expect(collapseLetterSpacing('Grades K 1 2 3')).toBe('Grades K 1 2 3');
    expect(collapseLetterSpacing('It is a go.  We are in.')).toBe('It is a go.  We are in.');
  });
});

describe('meaningfulTitle', () => {
  it('drops tool prefixes, extensions and generic names', () => {
    expect(meaningfulTitle('Microsoft Word - Family Handbook.docx')).toBe('Family Handbook');
    expect(meaningfulTitle('Microsoft Word - Document2')).toBeNull();
    expect(meaningfulTitle('IMG_0042')).toBeNull();
    expect(meaningfulTitle('Untitled')).toBeNull();
    expect(meaningfulTitle('Emerald & Opal — Price List')).toBe('Emerald & Opal — Price List');
  });
});

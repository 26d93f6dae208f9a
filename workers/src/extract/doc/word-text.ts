/**
 * Splits the text word-extractor returns into blocks. Paragraphs end with a line break. In tables,
 * word-extractor turns every cell mark into a tab, and a row ends with one more mark, so a row reads
 * "a\tb\t\t": we rebuild "a | b" rows from that. Text after the last row mark is the paragraph that
 * follows the table. (An empty cell looks like a row end; the text stays readable either way.)
 */
export function wordTextBlocks(text: string): string[] {
  const blocks: string[] = [];
  let rows: string[] = [];
  const flushRows = () => {
    if (rows.length > 0) blocks.push(rows.join('\n'));
    rows = [];
  };
  for (const line of text.split('\n')) {
    let paragraph = line;
    if (line.includes('\t\t')) {
      const segments = line.split('\t\t');
      paragraph = segments.pop() ?? '';
      rows.push(...segments.map(tableRow).filter((row) => row.replace(/[\s|]/g, '') !== ''));
    }
    if (paragraph.trim()) {
      flushRows();
      blocks.push(paragraph);
    }
  }
  flushRows();
  return blocks;
}

function tableRow(segment: string): string {
  return segment
    .split('\t')
    .map((cell) => cell.trim())
    .join(' | ');
}

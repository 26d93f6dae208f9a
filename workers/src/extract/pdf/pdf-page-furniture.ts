import type { PdfLine } from './pdf-lines';

/** Lines this close to the top or bottom of a page can be running headers, footers or page numbers. */
const EDGE_LINES = 2;
/** Odd and even pages often carry different headers, so "repeated" means on 40% of pages. */
const REPEAT_SHARE = 0.4;
const MIN_PAGES = 3;

/**
 * Drops running headers, footers and page numbers: lines at a page edge whose text (digits ignored)
 * repeats across many pages. They would otherwise appear in every chunk and crowd out real text.
 */
export function removePageFurniture(pages: PdfLine[][]): PdfLine[][] {
  if (pages.length < MIN_PAGES) return pages;
  const counts = new Map<string, number>();
  for (const lines of pages) {
    for (const key of new Set(edgeLines(lines).map(furnitureKey)))
      counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const threshold = Math.max(MIN_PAGES, Math.ceil(pages.length * REPEAT_SHARE));
  const repeated = new Set([...counts].filter(([, count]) => count >= threshold).map(([key]) => key));
  if (repeated.size === 0) return pages;
  return pages.map((lines) => {
    const edges = new Set(edgeLines(lines));
    return lines.filter((line) => !(edges.has(line) && repeated.has(furnitureKey(line))));
  });
}

function edgeLines(lines: PdfLine[]): PdfLine[] {
  if (lines.length <= EDGE_LINES * 2) return lines;
  const byHeight = [...lines].sort((above, below) => below.y - above.y);
  return [...byHeight.slice(0, EDGE_LINES), ...byHeight.slice(-EDGE_LINES)];
}

function furnitureKey(line: PdfLine): string {
  return line.text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

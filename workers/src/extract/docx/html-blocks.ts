/**
 * Walks the HTML mammoth produces from a docx and keeps what matters for retrieval: headings, paragraphs,
 * lists as "- item" (or "1. item" where order matters), and tables as "a | b | c" rows.
 */
import type { ChildNode, Element } from 'domhandler';
import { isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';

export interface HtmlBlock {
  /** Heading level 1–6, or 0 for other blocks. */
  level: number;
  text: string;
}

const HEADING = /^h([1-6])$/;
const BLOCK_CONTAINERS = new Set(['div', 'blockquote', 'section', 'article', 'body', 'html']);

export function htmlBlocks(html: string): HtmlBlock[] {
  const blocks: HtmlBlock[] = [];
  collectBlocks(parseDocument(html).children, blocks);
  return blocks;
}

function collectBlocks(nodes: ChildNode[], blocks: HtmlBlock[]): void {
  for (const node of nodes) {
    if (!isTag(node)) {
      if (isText(node) && node.data.trim()) blocks.push({ level: 0, text: node.data });
      continue;
    }
    const heading = HEADING.exec(node.name);
    if (heading) blocks.push({ level: Number(heading[1]), text: inlineText(node.children) });
    else if (node.name === 'ul' || node.name === 'ol')
      blocks.push({ level: 0, text: listLines(node).join('\n') });
    else if (node.name === 'table') blocks.push({ level: 0, text: tableRows(node).join('\n') });
    else if (BLOCK_CONTAINERS.has(node.name)) collectBlocks(node.children, blocks);
    else blocks.push({ level: 0, text: inlineText(node.children) });
  }
}

/** Text of inline content; <br> is a line break, nested lists and tables are flattened. */
function inlineText(nodes: ChildNode[]): string {
  let text = '';
  for (const node of nodes) {
    if (isText(node)) text += node.data;
    else if (isTag(node)) {
      if (node.name === 'br') text += '\n';
      else if (node.name === 'img') continue;
      else if (node.name === 'p' || node.name === 'li' || node.name === 'tr')
        text += ` ${inlineText(node.children)} `;
      else text += inlineText(node.children);
    }
  }
  return text;
}

function listLines(list: Element): string[] {
  const ordered = list.name === 'ol';
  const lines: string[] = [];
  let number = Number(list.attribs.start ?? '1') || 1;
  for (const item of list.children.filter(isTag)) {
    if (item.name !== 'li') continue;
    const own = item.children.filter(
      (child) => !(isTag(child) && (child.name === 'ul' || child.name === 'ol')),
    );
    const text = inlineText(own).replace(/\s+/g, ' ').trim();
    if (text) lines.push(`${ordered ? `${number}.` : '-'} ${text}`);
    number += 1;
    for (const nested of item.children.filter(isTag)) {
      if (nested.name === 'ul' || nested.name === 'ol') lines.push(...listLines(nested));
    }
  }
  return lines;
}

function tableRows(table: Element): string[] {
  const rows: string[] = [];
  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes.filter(isTag)) {
      if (node.name === 'tr') {
        const cells = node.children.filter(isTag).filter((cell) => cell.name === 'td' || cell.name === 'th');
        const texts = cells.map((cell) => inlineText(cell.children).replace(/\s+/g, ' ').trim());
        if (texts.some((cell) => cell !== '')) rows.push(texts.join(' | '));
      } else if (node.name !== 'table') visit(node.children);
    }
  };
  visit(table.children);
  return rows;
}

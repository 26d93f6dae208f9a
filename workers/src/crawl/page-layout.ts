import type { Page } from 'puppeteer-core';
import { BLOCK_TAGS, LAYOUT_BLOCK_ATTRIBUTE } from './dom-text';

/**
 * Marks the elements the browser lays out as blocks although their tag flows inline: a <span> price over
 * its "per month" in a flex column, <div>-like <a> cards, grid cells built from <span>s. The extractor reads
 * markup, not layout; without the mark "£20.00" and "per month" become one word ("£20.00per month"),
 * "LLCs" and "Form 1040" run together, and the price, the period and the plan name can no longer be told
 * apart. Children of a flex or grid container are laid out as blocks whatever their own display says.
 */
const MAX_MARKED = 20_000;

/** Runs in the page (a string: this library is compiled without the DOM's types). */
const MARK_SCRIPT = `(() => {
  const BLOCK_DISPLAY = /^(block|flex|grid|list-item|table|table-row|table-cell|table-caption|flow-root)$/;
  const CONTAINER_DISPLAY = /(^|\\s)(flex|grid|inline-flex|inline-grid)$/;
  const blockTags = new Set(${JSON.stringify([...BLOCK_TAGS])});
  let marked = 0;
  for (const element of Array.from(document.body ? document.body.querySelectorAll('*') : [])) {
    if (marked >= ${MAX_MARKED}) break;
    if (blockTags.has(element.tagName.toLowerCase())) continue;
    const display = getComputedStyle(element).display;
    if (display === 'none' || display === 'contents') continue;
    const parent = element.parentElement ? getComputedStyle(element.parentElement).display : '';
    if (BLOCK_DISPLAY.test(display) || CONTAINER_DISPLAY.test(parent)) {
      element.setAttribute(${JSON.stringify(LAYOUT_BLOCK_ATTRIBUTE)}, '');
      marked += 1;
    }
  }
})()`;

export async function markLayoutBlocks(page: Page): Promise<void> {
  // A page that navigated away or closed is read as it is: the marks only sharpen word boundaries.
  await page.evaluate(MARK_SCRIPT).catch(() => undefined);
}

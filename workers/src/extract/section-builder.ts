import type { ContentSection } from '@gptsite/server';

/**
 * Collects headings and blocks (paragraphs, lists, tables) in document order and groups them into
 * sections: each heading starts a section, blocks before the first heading form an untitled one.
 */
export class SectionBuilder {
  private readonly sections: ContentSection[] = [];
  private heading: string | null = null;
  private level = 0;
  private blocks: string[] = [];
  private chars = 0;

  /** Characters collected so far, so extractors can stop at the cap. */
  get length(): number {
    return this.chars;
  }

  addHeading(text: string, level: number): void {
    const heading = text.replace(/\s+/g, ' ').trim();
    if (!heading) return;
    this.flush();
    this.heading = heading;
    this.level = Math.min(Math.max(Math.round(level), 1), 6);
    this.chars += heading.length;
  }

  addBlock(text: string): void {
    const block = text.trim();
    if (!block) return;
    this.blocks.push(block);
    this.chars += block.length + 2;
  }

  /**
   * Sections in order. A heading with nothing under it (a chapter title right above its first
   * subheading) stays as a section with empty text, so no words of the document are lost.
   */
  build(): ContentSection[] {
    this.flush();
    return this.sections;
  }

  private flush(): void {
    if (this.blocks.length > 0 || this.heading !== null) {
      this.sections.push({
        heading: this.heading,
        level: this.heading ? this.level : 0,
        text: this.blocks.join('\n\n'),
      });
    }
    this.heading = null;
    this.level = 0;
    this.blocks = [];
  }
}

import { charsetCodepage } from '../codepages';

interface StyleDraft {
  id: number | null;
  outline: number | null;
  name: string;
}

/**
 * What the RTF header tables tell the reader: the codepage of each font (\fcharset, \cpg in the font
 * table) and which paragraph styles are headings (\outlinelevel or a "heading N" name in the
 * stylesheet).
 */
export class RtfTables {
  private readonly fontCodepages = new Map<number, number>();
  private readonly headingStyles = new Map<number, number>();
  private fontBeingDefined: number | null = null;
  private style: StyleDraft | null = null;

  codepageOf(font: number | null): number | undefined {
    return font === null ? undefined : this.fontCodepages.get(font);
  }

  headingLevelOf(style: number): number | undefined {
    return this.headingStyles.get(style);
  }

  fontWord(name: string, param: number | null): void {
    if (name === 'f') this.fontBeingDefined = param;
    if (this.fontBeingDefined === null || param === null) return;
    const codepage = name === 'fcharset' ? charsetCodepage(param) : name === 'cpg' ? param : null;
    if (codepage) this.fontCodepages.set(this.fontBeingDefined, codepage);
  }

  startStyle(): void {
    this.style = { id: null, outline: null, name: '' };
  }

  styleWord(name: string, param: number | null): void {
    if (!this.style) return;
    if (name === 's') this.style.id = param ?? 0;
    if (name === 'outlinelevel') this.style.outline = param;
  }

  styleText(text: string): void {
    if (this.style) this.style.name += text;
  }

  finishStyle(): void {
    const style = this.style;
    this.style = null;
    if (style?.id === null || style?.id === undefined) return;
    const named = /^heading\s*(\d)\b/i.exec(style.name.replace(/;.*$/s, '').trim());
    const level = style.outline !== null ? style.outline + 1 : named ? Number(named[1]) : 0;
    if (level >= 1 && level <= 6) this.headingStyles.set(style.id, level);
  }
}

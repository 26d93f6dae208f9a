/**
 * Turns RTF tokens into paragraphs and table rows, following the spec's group model: every `{` saves
 * the state (destination, font, \uc skip count) and `}` restores it. Text is routed to the body, the
 * document title, or the stylesheet (to learn which styles are headings); other destinations are
 * skipped. Bytes are collected and decoded together so double-byte codepages come out right.
 */
import { decoderFor } from '../codepages';
import { tokenizeRtf, type RtfToken } from './rtf-tokenizer';
import { CHARACTER_SYMBOLS, CHARACTER_WORDS, CHARSET_WORDS, IGNORED_DESTINATIONS } from './rtf-vocabulary';
import { RtfBody, type ParagraphProps } from './rtf-body';
import { RtfTables } from './rtf-tables';

type Destination = 'body' | 'skip' | 'fonttbl' | 'styles' | 'info' | 'title';

interface GroupState {
  destination: Destination;
  ucSkip: number;
  font: number | null;
  /** No token seen yet in this group: the first control word may name a destination. */
  fresh: boolean;
  starred: boolean;
  /** Paragraph properties are group state too: `{\listtext\pard …}` must not reset the real paragraph. */
  paragraph: ParagraphProps;
}

export interface RtfDocument {
  title: string | null;
  paragraphs: RtfParagraph[];
}

export interface RtfParagraph {
  text: string;
  /** Heading level 1–6, or 0 for body text. */
  level: number;
  /** A table row, cells already joined with " | ". */
  row: boolean;
}

/** Real documents nest a few dozen groups deep; far more means a crafted file. */
const MAX_DEPTH = 2000;
const TOKENS_BETWEEN_CHECKS = 20_000;

export class RtfReader {
  private state: GroupState = {
    destination: 'body',
    ucSkip: 1,
    font: null,
    fresh: false,
    starred: false,
    paragraph: { style: 0, outline: null, inTable: false },
  };
  private readonly stack: GroupState[] = [];
  private readonly tables = new RtfTables();
  private readonly body = new RtfBody(this.tables);
  /** Stack depth of the stylesheet group; each group directly inside it defines one style. */
  private stylesheetDepth = -1;
  private documentCodepage = 1252;
  private defaultFont: number | null = null;
  private title = '';
  private pendingBytes: number[] = [];
  private skipCount = 0;

  constructor(private readonly checkTime: () => void) {}

  read(source: string): RtfDocument {
    let count = 0;
    for (const token of tokenizeRtf(source)) {
      count += 1;
      if (count % TOKENS_BETWEEN_CHECKS === 0) this.checkTime();
      this.accept(token);
    }
    this.flushBytes();
    return { title: this.title.trim() || null, paragraphs: this.body.finish() };
  }

  private accept(token: RtfToken): void {
    if (token.type === 'byte') return this.acceptByte(token.value);
    this.flushBytes();
    switch (token.type) {
      case 'open':
        return this.openGroup();
      case 'close':
        return this.closeGroup();
      case 'text':
        return this.acceptText(token.text);
      case 'symbol':
        return this.acceptSymbol(token.char);
      case 'word':
        return this.acceptWord(token.name, token.param);
    }
  }

  private openGroup(): void {
    if (this.stack.length >= MAX_DEPTH) throw new Error('RTF groups are nested too deeply');
    this.skipCount = 0;
    this.stack.push(this.state);
    this.state = { ...this.state, fresh: true, starred: false, paragraph: { ...this.state.paragraph } };
    if (this.definesStyle()) this.tables.startStyle();
  }

  private closeGroup(): void {
    this.skipCount = 0;
    if (this.definesStyle()) this.tables.finishStyle();
    this.state = this.stack.pop() ?? this.state;
  }

  private definesStyle(): boolean {
    return this.state.destination === 'styles' && this.stack.length === this.stylesheetDepth + 1;
  }

  private acceptByte(value: number): void {
    this.state.fresh = false;
    if (this.skipCount > 0) {
      this.skipCount -= 1;
      return;
    }
    this.pendingBytes.push(value);
  }

  private acceptText(text: string): void {
    this.state.fresh = false;
    const skipped = Math.min(this.skipCount, text.length);
    this.skipCount -= skipped;
    this.emit(text.slice(skipped));
  }

  private acceptSymbol(char: string): void {
    if (char === '*' && this.state.fresh) {
      this.state.starred = true;
      return;
    }
    this.state.fresh = false;
    if (this.skipCount > 0) {
      this.skipCount -= 1;
      return;
    }
    const text = CHARACTER_SYMBOLS[char];
    if (text) this.emit(text);
  }

  private acceptWord(name: string, param: number | null): void {
    if (this.state.fresh) this.enterDestination(name);
    if (this.state.destination === 'skip') return;
    if (this.skipCount > 0 && name !== 'u') {
      this.skipCount -= 1;
      return;
    }
    if (this.state.destination === 'fonttbl') return this.tables.fontWord(name, param);
    if (this.state.destination === 'styles') return this.tables.styleWord(name, param);
    this.documentWord(name, param);
  }

  private enterDestination(name: string): void {
    const current = this.state.destination;
    this.state.fresh = false;
    if (current === 'skip') return;
    if (this.state.starred || IGNORED_DESTINATIONS.has(name)) this.state.destination = 'skip';
    else if (name === 'fonttbl') this.state.destination = 'fonttbl';
    else if (name === 'stylesheet') {
      this.state.destination = 'styles';
      this.stylesheetDepth = this.stack.length;
    } else if (name === 'info') this.state.destination = 'info';
    else if (current === 'info') this.state.destination = name === 'title' ? 'title' : 'skip';
  }

  private documentWord(name: string, param: number | null): void {
    if (name === 'u' && param !== null) {
      this.emit(String.fromCharCode(param < 0 ? param + 0x10000 : param));
      this.skipCount = this.state.ucSkip;
    } else if (name === 'uc') this.state.ucSkip = Math.max(param ?? 1, 0);
    else if (name === 'f') this.state.font = param;
    else if (name === 'plain') this.state.font = this.defaultFont;
    else if (name === 'deff') this.defaultFont = param;
    else if (name === 'ansicpg' && param) this.documentCodepage = param;
    else if (name in CHARSET_WORDS) this.documentCodepage = CHARSET_WORDS[name];
    else if (name in CHARACTER_WORDS) this.emit(CHARACTER_WORDS[name]);
    else if (this.state.destination === 'body') this.body.control(name, param, this.state.paragraph);
  }

  private emit(text: string): void {
    if (!text) return;
    const destination = this.state.destination;
    if (destination === 'body') this.body.text(text, this.state.paragraph);
    else if (destination === 'title') this.title += text;
    else if (destination === 'styles') this.tables.styleText(text);
  }

  private flushBytes(): void {
    if (this.pendingBytes.length === 0) return;
    const font = this.state.font ?? this.defaultFont;
    const codepage = this.tables.codepageOf(font) ?? this.documentCodepage;
    const text = decoderFor(codepage).decode(Uint8Array.from(this.pendingBytes));
    this.pendingBytes = [];
    this.emit(text);
  }
}

import { stripInvisible } from '@gptsite/shared';
import type { AnswerPassage, AnswerSource } from './answer-provider';

/**
 * Turns the model's passage citations ("[3]") into source citations: sources are listed in the order
 * they are first cited, passages from the same page share one source, and a marker becomes the
 * source's position in that list. Works on a stream: a marker split across tokens ("[", "3]") is held
 * back until it is complete, so the visitor never sees a number that changes afterwards. Markers that
 * name no passage are dropped.
 */
export class CitationRewriter {
  private pending = '';
  private readonly sourceList: AnswerSource[] = [];
  private readonly cited = new Set<number>();

  constructor(private readonly passages: readonly AnswerPassage[]) {}

  /** Feeds model output; returns the text that can be shown now. */
  push(text: string): string {
    this.pending += stripInvisible(text);
    let output = '';
    for (;;) {
      const open = this.pending.indexOf('[');
      if (open < 0) {
        output += this.pending;
        this.pending = '';
        return output;
      }
      output += this.pending.slice(0, open);
      this.pending = this.pending.slice(open);
      const marker = /^\[(\d{1,3})\]/.exec(this.pending);
      if (marker) {
        output += this.rewrite(Number(marker[1]));
        this.pending = this.pending.slice(marker[0].length);
      } else if (/^\[\d{0,3}$/.test(this.pending)) {
        return output; // maybe the start of a marker: wait for more
      } else {
        output += '[';
        this.pending = this.pending.slice(1);
      }
    }
  }

  /** Releases anything held back at the end of the output. */
  flush(): string {
    const rest = this.pending;
    this.pending = '';
    return rest;
  }

  /** Sources in citation order; empty when the model cited nothing valid. */
  sources(): AnswerSource[] {
    return [...this.sourceList];
  }

  /** Passage indexes (0-based) the model cited. */
  citedPassages(): number[] {
    return [...this.cited];
  }

  private rewrite(passageNumber: number): string {
    const passage = this.passages[passageNumber - 1];
    if (!passage) return '';
    this.cited.add(passageNumber - 1);
    let position = this.sourceList.findIndex((source) => source.url === passage.url);
    if (position < 0) {
      this.sourceList.push({ title: passage.title, url: passage.url });
      position = this.sourceList.length - 1;
    }
    return `[${position + 1}]`;
  }
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const DASH_DASH = Buffer.from('--');
/** Node's and busboy's limit for one part's headers; a longer block is not followed further. */
const MAX_HEADER_BYTES = 16 * 1024;

type State = 'body' | 'after-delimiter' | 'headers' | 'done';

/**
 * Reads a multipart/form-data body as it streams past and keeps the raw header block of every part,
 * without holding any part's content. It sees what was sent, whatever busboy makes of it: busboy skips a
 * part whose Content-Disposition it cannot parse (a file name with an unbalanced quote, or ending in a
 * backslash) without a word, and comparing the two is how such a part is noticed.
 */
export class MultipartPartScanner {
  readonly partHeaders: string[] = [];
  private readonly delimiter: Buffer;
  private state: State = 'body';
  // The body's first delimiter has no line break before it; starting with one makes every delimiter alike.
  private pending: Buffer = CRLF;

  constructor(boundary: string) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  }

  push(chunk: Buffer): void {
    if (this.state === 'done') return;
    const buffer = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = Buffer.alloc(0);
    let position: number | null = 0;
    while (position !== null) position = this.step(buffer, position);
  }

  /** Advances through `buffer` from `position`; null when it needs more bytes (kept) or the body ended. */
  private step(buffer: Buffer, position: number): number | null {
    switch (this.state) {
      case 'body': {
        const found = buffer.indexOf(this.delimiter, position);
        if (found === -1) {
          // The delimiter may straddle chunks: keep what could be its start.
          this.keep(buffer, Math.max(position, buffer.length - this.delimiter.length + 1));
          return null;
        }
        this.state = 'after-delimiter';
        return found + this.delimiter.length;
      }
      case 'after-delimiter': {
        if (buffer.length - position < 2) return this.keep(buffer, position);
        if (buffer.subarray(position, position + 2).equals(DASH_DASH)) {
          this.state = 'done';
          return null;
        }
        // Transport padding may sit between the delimiter and its line break.
        const lineEnd = buffer.indexOf(CRLF, position);
        if (lineEnd === -1) return this.keep(buffer, position);
        this.state = 'headers';
        return lineEnd + CRLF.length;
      }
      case 'headers': {
        if (buffer.length - position >= 2 && buffer.subarray(position, position + 2).equals(CRLF)) {
          // No headers at all: the blank line comes at once.
          this.partHeaders.push('');
          this.state = 'body';
          return position + CRLF.length;
        }
        const end = buffer.indexOf(HEADER_END, position);
        if (end === -1) {
          if (buffer.length - position <= MAX_HEADER_BYTES) return this.keep(buffer, position);
          this.partHeaders.push(buffer.toString('utf8', position, position + MAX_HEADER_BYTES));
          this.state = 'body';
          return position + MAX_HEADER_BYTES;
        }
        this.partHeaders.push(buffer.toString('utf8', position, end));
        this.state = 'body';
        return end + HEADER_END.length;
      }
      default:
        return null;
    }
  }

  private keep(buffer: Buffer, from: number): null {
    this.pending = Buffer.from(buffer.subarray(from));
    return null;
  }
}

/** The boundary a multipart Content-Type names, or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2]) : null;
}

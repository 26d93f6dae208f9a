import type { EventEmitter } from 'node:events';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable, Writable } from 'node:stream';
import { DomainError } from '@gptsite/server';
import { fieldMessage, stripControlCharacters } from '@gptsite/shared';
import { MultipartPartScanner, multipartBoundary } from './multipart-part-scanner';

type IncomingRequest = Readable & { headers: IncomingHttpHeaders };
type Busboy = Writable & EventEmitter;

interface ReadPart {
  field: string;
  isFile: boolean;
}

interface PartTracking {
  scanner: MultipartPartScanner;
  /** The parts busboy reported, in order: one per part it did not skip. */
  reported: ReadPart[];
}

const tracked = new WeakMap<object, PartTracking>();
const MAX_SHOWN_NAME = 80;

/**
 * Multer's `streamHandler`: feeds the body to busboy as multer would, and lets a scanner see the same
 * bytes (its listener comes first, in the same tick as the pipe, so it misses nothing) while busboy's
 * part events are counted.
 */
export function feedBusboyWatchingParts(request: IncomingRequest, busboy: Busboy): void {
  const boundary = multipartBoundary(request.headers['content-type']);
  if (boundary) {
    const tracking: PartTracking = { scanner: new MultipartPartScanner(boundary), reported: [] };
    tracked.set(request, tracking);
    busboy.on('file', (name: string) => tracking.reported.push({ field: name, isFile: true }));
    busboy.on('field', (name: string) => tracking.reported.push({ field: name, isFile: false }));
    request.on('data', (chunk: Buffer) => tracking.scanner.push(chunk));
  }
  request.pipe(busboy);
}

interface SentPart {
  field: string | null;
  /** The file name as sent (what follows `filename=`), when the part carried one. */
  fileName: string | null;
}

/**
 * Refuses a multipart body one of whose parts busboy skipped, naming its field (and its file): without
 * this, a trial whose document had a name with an unbalanced quote or a trailing backslash was created
 * without the document and nobody was told. A part of the file field sent with no file name is refused
 * for the same reason. Call it once multer has read the whole body.
 */
export function assertEveryPartRead(request: object, fileField: string): void {
  const tracking = tracked.get(request);
  if (!tracking) return;
  const sent = tracking.scanner.partHeaders.map(describePart);
  if (sent.some((part) => part.field === fileField && part.fileName === null)) {
    // Sent as text, with no file name at all: read as a form field, the document would vanish unsaid.
    const message = fieldMessage(
      fileField,
      'a document arrived as text instead of as a file, so it was not uploaded. Please attach the file again',
    );
    throw new DomainError('VALIDATION_FAILED', message, { [fileField]: message });
  }
  const skipped = firstSkipped(sent, tracking.reported);
  if (!skipped) return;
  const field = skipped.field ?? (skipped.fileName !== null ? fileField : 'form');
  const reason =
    skipped.fileName !== null
      ? `the file ${quoted(skipped.fileName)} could not be read because of its name (a quote or a backslash in a file name can do this), so it was not uploaded. Please rename the file and attach it again`
      : 'part of what was sent could not be read. Please reload the page and try again';
  const message = fieldMessage(field, reason);
  throw new DomainError('VALIDATION_FAILED', message, { [field]: message });
}

/**
 * The first part sent that busboy did not read as sent, or null. A part it skipped is found by walking
 * both lists in their common order; when it reported every part, a file it read as a plain text field
 * (its name lost) is the one.
 */
function firstSkipped(sent: SentPart[], reported: ReadPart[]): SentPart | null {
  if (sent.length > reported.length) {
    let next = 0;
    for (const part of sent) {
      if (reported[next]?.field === part.field) next += 1;
      else return part;
    }
    // Names read differently here than by busboy, yet a part is missing: the last one stands for it.
    return sent[sent.length - 1];
  }
  return (
    sent.find((part, index) => {
      const read = reported[index];
      return part.fileName !== null && read?.field === part.field && !read.isFile;
    }) ?? null
  );
}

/** The field and file name of a part's raw headers, read leniently (they are what busboy could not read). */
function describePart(headers: string): SentPart {
  const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? '';
  const name = /(?:^|;)\s*name\s*=\s*(?:"((?:[^"\\]|\\.)*)"?|([^;\s]*))/i.exec(disposition);
  const fileName = /(?:^|;)\s*filename\*?\s*=\s*(.*)$/i.exec(disposition);
  return {
    field: name ? (name[1] ?? name[2] ?? '').replace(/\\(.)/g, '$1') || null : null,
    fileName: fileName ? fileName[1].trim().replace(/^"|"$/g, '') : null,
  };
}

function quoted(fileName: string): string {
  const clean = stripControlCharacters(fileName).trim();
  const shown = clean.length > MAX_SHOWN_NAME ? `${clean.slice(0, MAX_SHOWN_NAME - 1)}…` : clean;
  return shown ? `“${shown}”` : 'you attached';
}

import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { FetchError } from './fetch-error';

/** Content encodings we ask for and undo; anything else is passed through untouched. */
export const ACCEPTED_ENCODINGS = 'gzip, deflate, br';

export interface FetchResult {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  /** Lower-cased media type without parameters, e.g. "text/html"; null when the server sent none. */
  contentType: string | null;
  /** Lower-cased names; repeated headers joined with ", ". Content-Encoding is removed once decoded. */
  headers: Record<string, string>;
  body: Buffer;
  /** Every URL that answered with a redirect, in order, starting with the one requested. */
  redirects: string[];
}

/** Turns an undici response into a FetchResult, enforcing the size limit on the way. */
export async function readResponse(
  url: URL,
  response: Dispatcher.ResponseData,
  redirects: string[],
  maxBytes: number,
): Promise<FetchResult> {
  const headers = flattenHeaders(response.headers);
  if (Number(headers['content-length'] ?? 0) > maxBytes) {
    discard(response.body);
    throw tooLarge(maxBytes);
  }
  const read = await readBodyLimited(response.body, headers['content-encoding'], maxBytes);
  if (read.decoded) {
    delete headers['content-encoding'];
    delete headers['content-length'];
  }
  const contentType = headers['content-type']?.split(';')[0].trim().toLowerCase() || null;
  return { url: url.href, status: response.statusCode, contentType, headers, body: read.body, redirects };
}

function flattenHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/**
 * Reads a response body into memory, decoding gzip/deflate/br, and aborts as soon as the decoded size
 * passes maxBytes — counting decoded bytes is what stops a small compressed "zip bomb".
 */
export async function readBodyLimited(
  body: Readable,
  contentEncoding: string | undefined,
  maxBytes: number,
): Promise<{ body: Buffer; decoded: boolean }> {
  // Destroying a body early makes undici emit an abort error; with no listener that would crash the process.
  body.on('error', () => undefined);
  const decoder = decoderFor(contentEncoding);
  const source = decoder ? body.pipe(decoder) : body;
  if (decoder) body.once('error', (error) => decoder.destroy(error));
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of source) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      total += buffer.length;
      if (total > maxBytes) throw tooLarge(maxBytes);
      chunks.push(buffer);
    }
  } finally {
    // Stops the download when we quit early; a no-op when the stream already ended.
    body.destroy();
    decoder?.destroy();
  }
  return { body: Buffer.concat(chunks), decoded: decoder !== null };
}

/** Stops a download we no longer want; the abort error it causes is expected and ignored. */
function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

function tooLarge(maxBytes: number): FetchError {
  return new FetchError('too_large', `The response is larger than ${formatBytes(maxBytes)}`);
}

function decoderFor(contentEncoding: string | undefined) {
  switch (contentEncoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return null;
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${bytes} bytes`;
}

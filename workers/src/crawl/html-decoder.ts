import { TextDecoder } from 'node:util';
import { windows1252, type ByteDecoder } from '../extract/codepages';

/**
 * Bytes to text for HTML pages. Many small-business sites are still windows-1252 or ISO-8859-1, and
 * decoding those as UTF-8 turns every "é" and "’" into U+FFFD, which then ends up in answers.
 * Order of evidence, as browsers do it: byte-order mark, Content-Type charset, <meta> in the first
 * kilobytes, then UTF-8.
 */
const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?\s*([\w:.-]+)/i;
const SNIFF_BYTES = 4096;

export function decodeHtml(body: Buffer, contentTypeHeader?: string | null): string {
  const label = bomCharset(body) ?? headerCharset(contentTypeHeader) ?? metaCharset(body) ?? 'utf-8';
  return decoderFor(label).decode(body);
}

function bomCharset(body: Buffer): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  return null;
}

function headerCharset(contentType: string | null | undefined): string | null {
  const match = /charset\s*=\s*["']?([\w:.-]+)/i.exec(contentType ?? '');
  return match ? match[1] : null;
}

function metaCharset(body: Buffer): string | null {
  // latin1 maps bytes one to one, so the ASCII <meta> tag reads correctly whatever the real encoding is.
  const match = META_CHARSET.exec(body.subarray(0, SNIFF_BYTES).toString('latin1'));
  return match ? match[1] : null;
}

/**
 * An unknown or misspelt label falls back to UTF-8 rather than failing the page. Labels that mean
 * windows-1252 (including latin1 and us-ascii, per the WHATWG encoding standard) use the hand-made
 * decoder from extract/codepages, because Node 20's TextDecoder decodes them as ISO-8859-1.
 */
function decoderFor(label: string): ByteDecoder {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label.toLowerCase());
  } catch {
    return new TextDecoder('utf-8');
  }
  return decoder.encoding === 'windows-1252' ? windows1252 : decoder;
}

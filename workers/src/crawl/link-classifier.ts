import { DOCUMENT_KINDS, type DocumentKind } from '@gptsite/shared';
import { words } from './dom-text';

/** What a link points at, judged by its file extension before anything is downloaded. */
export type LinkClass =
  { type: 'page' } | { type: 'asset' } | { type: 'document'; documentKind: DocumentKind };

/** Files we neither read nor follow: images, styles, scripts, fonts, archives, media, installers, feeds. */
const ASSET_EXTENSIONS = words(`
  png jpg jpeg gif webp svg ico bmp tif tiff avif heic css js mjs map json xml rss atom woff woff2
  ttf otf eot zip rar 7z tar gz tgz bz2 xz dmg exe msi apk iso bin deb rpm mp3 mp4 m4a m4v mov avi
  wmv webm ogg ogv oga wav flac mkv mpg mpeg ppt pptx pps key odp psd ai eps csv ics vcf swf
`);

const DOCUMENTS = new Set<string>(DOCUMENT_KINDS);

function extensionOf(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return '';
  }
  const file = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  const dot = file.lastIndexOf('.');
  return dot > 0 ? file.slice(dot + 1) : '';
}

/** The document kind of a link to a readable file (pdf, doc, docx, xls, xlsx, rtf, txt), else null. */
export function documentKindOf(url: string): DocumentKind | null {
  const extension = extensionOf(url);
  return DOCUMENTS.has(extension) ? (extension as DocumentKind) : null;
}

/**
 * `document`: a file the document extractors read; `asset`: skip it; `page`: everything else, including
 * .html, .php, .aspx and extension-less paths. The server's Content-Type has the last word after fetching.
 */
export function classifyLink(url: string): LinkClass {
  const documentKind = documentKindOf(url);
  if (documentKind) return { type: 'document', documentKind };
  return { type: ASSET_EXTENSIONS.has(extensionOf(url)) ? 'asset' : 'page' };
}

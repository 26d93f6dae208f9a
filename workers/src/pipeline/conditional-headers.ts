import type { SourceEntity } from '@gptsite/server';

/** If-None-Match / If-Modified-Since from the validators the server sent the last sync (none without one). */
export function conditionalHeaders(previous: SourceEntity | null): Record<string, string> {
  const headers: Record<string, string> = {};
  if (previous?.etag) headers['if-none-match'] = previous.etag;
  if (previous?.lastModified) headers['if-modified-since'] = previous.lastModified;
  return headers;
}

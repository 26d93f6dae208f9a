export * from './document-error';
export * from './extract-document';
export type { ExtractOptions } from './extract-settings';
export { DEFAULT_MAX_CHARS, DEFAULT_MEMORY_LIMIT_MB, DEFAULT_TIMEOUT_MS } from './extract-settings';

/**
 * Server-library code the tests use at run time, imported from its source files: importing the
 * '@gptsite/server' barrel would load the whole library (database, queues, AI clients) into every test.
 */
export { contentText } from '../../../../libs/server/src/knowledge/content';
export { detectDocumentKind } from '../../../../libs/server/src/documents/document-sniffer';

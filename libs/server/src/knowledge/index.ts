export * from './content';
export * from './text-normalizer';
export * from './tokenizer';
export * from './sentence-splitter';
export * from './chunker';
export * from './contact-merger';
export * from './suggested-questions';
export * from './lexical-index';

export * from './document-sniffer';
export * from './foreign-formats';
export * from './ole-directory';
export * from './text-detection';
export * from './upload-validator';
export * from './zip-directory';

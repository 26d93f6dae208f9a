export * from './plan-mails';
export * from './trial-lifecycle.service';
export * from './plan-features.service';

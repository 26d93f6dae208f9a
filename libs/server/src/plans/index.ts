export * from './plan-mails';
export * from './trial-lifecycle.service';

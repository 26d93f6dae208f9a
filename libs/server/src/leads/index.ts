export * from './lead-notifier.service';
export * from './owner-mail';

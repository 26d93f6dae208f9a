export * from './mail.service';

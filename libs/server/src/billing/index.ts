export * from './billing.repository';
export * from './customer-billing.service';
export * from './customer-status';
export * from './invoice-math';

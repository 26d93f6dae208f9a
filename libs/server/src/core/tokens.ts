/** Injection tokens for the infrastructure CoreModule provides. */
export const REDIS = Symbol('REDIS');
export const REDIS_KEYS = Symbol('REDIS_KEYS');
export const PROCESS_NAME = Symbol('PROCESS_NAME');

import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** node-postgres pool and client settings (TypeORM passes `extra` to pg's Pool as is). */
export interface PoolSettings {
  max?: number;
  /** Connecting, and waiting for a free pooled connection. */
  connectionTimeoutMillis?: number;
  /** Sent at connect: Postgres cancels a statement running longer (SQLSTATE 57014). */
  statement_timeout?: number;
  /** Client side: gives up on a server that stopped answering (hung, or the network gone). */
  query_timeout?: number;
  idle_in_transaction_session_timeout?: number;
  /** TCP keepalive, so a connection to a server that vanished is noticed and dropped from the pool. */
  keepAlive?: boolean;
  application_name?: string;
}

const POOL_DEFAULTS: PoolSettings = { max: 10, connectionTimeoutMillis: 5000, keepAlive: true };

/**
 * For code that answers people (the api): every statement bounded, so a slow or hung Postgres turns
 * into a quick 503 instead of a request that never ends. Postgres cancels the statement itself; the
 * client waits two seconds more for a server too stuck to cancel anything.
 */
export function requestPathPool(statementTimeoutMs: number): PoolSettings {
  return {
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 2000,
    idle_in_transaction_session_timeout: Math.max(30_000, statementTimeoutMs * 3),
    application_name: 'gptsite-api',
  };
}

/** TypeORM options for api, workers and the migration runner; schema changes go through migrations only. */
export function dataSourceOptions(
  databaseUrl: string,
  overrides: Partial<DataSourceOptions> = {},
  pool: PoolSettings = {},
): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    logging: false,
    uuidExtension: 'pgcrypto',
    extra: { ...POOL_DEFAULTS, ...pool },
    ...overrides,
  } as DataSourceOptions;
}

export function createDataSource(databaseUrl: string): DataSource {
  return new DataSource(dataSourceOptions(databaseUrl));
}

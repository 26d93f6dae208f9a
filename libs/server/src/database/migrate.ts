/** `npm run migrate`: applies migrations to DATABASE_URL, creating the database when missing. */
import { loadConfig } from '../config/app-config';
import { assertDependenciesReachable } from '../startup/dependency-check';
import { runMigrations } from './run-migrations';

async function main(): Promise<void> {
  const config = loadConfig();
  await assertDependenciesReachable(config, { redis: false });
  const applied = await runMigrations(config.databaseUrl);
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date');
}

void main().catch((error: unknown) => {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

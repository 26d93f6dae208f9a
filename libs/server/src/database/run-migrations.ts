import { ensureDatabaseExists } from './ensure-database';
import { createDataSource } from './data-source';

/** Creates the database if needed and applies pending migrations; returns their names. */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  await ensureDatabaseExists(databaseUrl);
  const dataSource = createDataSource(databaseUrl);
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}

import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { migrations } from './migrations/index.ts';

/**
 * Migrations are TypeScript modules listed in migrations/index.ts, applied in name order at start.
 * Areas are built in parallel and land in any order, so a data directory may already hold a later
 * number than one that lands after it: unordered migrations are allowed (each is independent).
 */
class StaticProvider implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrations);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticProvider(), migrationTableName: 'sys_migration', migrationLockTableName: 'sys_migration_lock', allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

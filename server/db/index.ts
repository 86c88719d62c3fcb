import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { acquireDirLock } from './lock.ts';
import { migrateToLatest } from './migrate.ts';

export type DbKind = 'pglite' | 'pg';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL server URL; absent = embedded PGlite in `dataDir`/pglite. */
  url?: string | undefined;
  dataDir: string;
  /** Pool size for the PostgreSQL server path. */
  poolSize?: number;
  migrate?: boolean;
}

// int8 (counts, bigint ids and unix times) decode to numbers on both back ends: PGlite already
// does for values below 2^53, pg would give strings. numeric stays a string (exact money).
pg.types.setTypeParser(20, (v) => Number(v));

export async function openDatabase(opts: OpenOptions): Promise<DbHandle> {
  let handle: DbHandle;
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    handle = { db, kind: 'pg', close: () => db.destroy() };
  } else {
    const release = acquireDirLock(opts.dataDir);
    try {
      const { PGlite } = await import('@electric-sql/pglite');
      const pglite = await PGlite.create(path.join(opts.dataDir, 'pglite'));
      const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
      handle = {
        db,
        kind: 'pglite',
        close: async () => {
          await db.destroy();
          release();
        },
      };
    } catch (err) {
      release();
      throw err;
    }
  }
  if (opts.migrate !== false) await migrateToLatest(handle.db);
  return handle;
}

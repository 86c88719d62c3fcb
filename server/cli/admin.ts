import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/index.ts';
import { announceToken, rotateAdminToken } from '../modules/admin/service.ts';

/**
 * `npm run admin -- rotate`: replaces the admin token and prints the new one once.
 * With the embedded database the server must be stopped first (one process per data directory).
 */
async function main(): Promise<void> {
  const cmd = process.argv[2];
  if (cmd !== 'rotate') {
    console.error('usage: npm run admin -- rotate');
    process.exit(2);
  }
  const config = loadConfig();
  const dbh = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    announceToken(await rotateAdminToken(dbh.db, Math.floor(Date.now() / 1000)));
  } finally {
    await dbh.close();
  }
}

main().catch((err: unknown) => {
  console.error('[shop] admin:', err instanceof Error ? err.message : err);
  process.exit(1);
});

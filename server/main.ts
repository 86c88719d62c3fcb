import { loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { buildApp } from './http/app.ts';
import { seedIfEmpty } from './db/seed/index.ts';

/** Starts the shop: database (migrated, seeded on first start), API and the built H5 app. */
async function main(): Promise<void> {
  const config = loadConfig();
  const dbh = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.dbPoolSize });
  await seedIfEmpty(dbh.db, config);
  const { app } = await buildApp(config, dbh);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[shop] ${signal}: finishing requests and closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await dbh.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  console.log(`[shop] ${config.mode} mode, ${dbh.kind === 'pg' ? 'PostgreSQL server' : `embedded database in ${config.dataDir}`}`);
  console.log(`[shop] open http://${config.host}:${config.port}/h5/`);
}

main().catch((err: unknown) => {
  console.error('[shop] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});

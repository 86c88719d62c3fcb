import fs from 'node:fs';
import { openDatabase } from '../db/index.ts';
import { seedIfEmpty } from '../db/seed/index.ts';
import { loadConfig } from '../config.ts';
import { adminQuery, pgAdminUrl, randomName, tmpDir, withDatabase, TEMPLATE_ENV } from './db-template.ts';

/**
 * One template for the run, shared by the server projects (`server` and `server-isolated` both name
 * this file): the first to start builds it, the last to finish removes it. Kept on the process,
 * since each project may load this module on its own.
 */
interface Shared {
  ready: Promise<{ name: string; remove: () => Promise<void> }>;
  users: number;
}
const KEY = Symbol.for('shop.test.template');
const holder = globalThis as unknown as { [KEY]?: Shared };

/** Builds the migrated and seeded template database once for the whole server test run. */
export default async function setup(): Promise<() => Promise<void>> {
  let shared = holder[KEY];
  if (!shared) {
    shared = { ready: build(), users: 0 };
    holder[KEY] = shared;
  }
  shared.users += 1;
  const { name, remove } = await shared.ready;
  process.env[TEMPLATE_ENV] = name;
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder[KEY];
    await remove();
  };
}

async function build(): Promise<{ name: string; remove: () => Promise<void> }> {
  const admin = pgAdminUrl();
  if (admin) {
    const name = randomName('shop_tpl');
    await adminQuery(admin, `create database ${name}`);
    const url = withDatabase(admin, name);
    const dbh = await openDatabase({ url, dataDir: tmpDir('shop-tpl'), poolSize: 2 });
    await seedIfEmpty(dbh.db, { ...loadConfig({ SHOP_MODE: 'test' }), databaseUrl: url }, { images: false });
    await dbh.close();
    return { name, remove: () => adminQuery(admin, `drop database if exists ${name} with (force)`) };
  }
  const dir = tmpDir('shop-tpl');
  const dbh = await openDatabase({ dataDir: dir });
  await seedIfEmpty(dbh.db, { ...loadConfig({ SHOP_MODE: 'test' }), dataDir: dir }, { images: false });
  await dbh.close();
  return { name: dir, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

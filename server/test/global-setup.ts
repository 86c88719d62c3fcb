import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/index.ts';
import { seedIfEmpty } from '../db/seed/index.ts';
import { loadConfig } from '../config.ts';
import { adminQuery, pgAdminUrl, randomName, tmpDir, withDatabase, TEMPLATE_ENV } from './db-template.ts';

/** Builds the migrated and seeded template database once for the whole server test run. */
export default async function setup(): Promise<() => Promise<void>> {
  const admin = pgAdminUrl();
  if (admin) {
    const name = randomName('shop_tpl');
    await adminQuery(admin, `create database ${name}`);
    const url = withDatabase(admin, name);
    const dbh = await openDatabase({ url, dataDir: tmpDir('shop-tpl'), poolSize: 2 });
    await seedIfEmpty(dbh.db, { ...loadConfig({ SHOP_MODE: 'test' }), databaseUrl: url }, { images: false });
    await dbh.close();
    process.env[TEMPLATE_ENV] = name;
    return async () => {
      await adminQuery(admin, `drop database if exists ${name} with (force)`);
    };
  }
  const dir = tmpDir('shop-tpl');
  const dbh = await openDatabase({ dataDir: dir });
  await seedIfEmpty(dbh.db, { ...loadConfig({ SHOP_MODE: 'test' }), dataDir: dir }, { images: false });
  await dbh.close();
  process.env[TEMPLATE_ENV] = dir;
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    void path;
  };
}

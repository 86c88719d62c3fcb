import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';

/**
 * Server tests run against PGlite by default and against a PostgreSQL server when TEST_PG_URL
 * (an admin connection URL) is set. Either way a template is migrated and seeded once per run
 * (global-setup.ts) and every test file gets its own copy, so files never share state.
 */
export const TEMPLATE_ENV = 'SHOP_TEST_TEMPLATE';

export function pgAdminUrl(): string | undefined {
  return process.env.TEST_PG_URL || undefined;
}

export function withDatabase(adminUrl: string, name: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export function randomName(prefix: string): string {
  return `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
}

export function tmpDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

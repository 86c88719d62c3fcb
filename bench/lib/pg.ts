/**
 * PostgreSQL for the benches: a fresh database per bench on the local server (trust auth),
 * dropped afterwards. The admin URL comes from PG_ADMIN_URL or `bash scripts/ensure-postgres.sh`
 * (which starts the Debian cluster when it is down).
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import pg from 'pg';
import { onCleanup } from './cleanup.ts';
import { repoRoot } from './paths.ts';
import { PrerequisiteError } from './results.ts';

let admin: string | undefined;

export function pgAdminUrl(): string {
  if (admin) return admin;
  const fromEnv = process.env.PG_ADMIN_URL || process.env.TEST_PG_URL;
  if (fromEnv) return (admin = fromEnv);
  try {
    const out = execFileSync('bash', ['scripts/ensure-postgres.sh'], { cwd: repoRoot, encoding: 'utf8', timeout: 90_000, stdio: ['ignore', 'pipe', 'pipe'] });
    const url = out.trim().split('\n').filter(Boolean).pop();
    if (!url) throw new Error('ensure-postgres.sh printed no URL');
    return (admin = url);
  } catch (err) {
    throw new PrerequisiteError(`no PostgreSQL server on 127.0.0.1:5432 (scripts/ensure-postgres.sh failed: ${err instanceof Error ? err.message.split('\n')[0] : String(err)})`);
  }
}

export function withDatabase(adminUrl: string, name: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgAdminUrl(), connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface PgDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new empty database `bench_<label>_<random>`; dropped by drop() or at clean-up. */
export async function createDatabase(label: string): Promise<PgDatabase> {
  const name = `bench_${label.replace(/[^a-z0-9]/gi, '').toLowerCase()}_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const drop = onCleanup(() => adminQuery(`drop database if exists ${name} with (force)`));
  return { name, url: withDatabase(pgAdminUrl(), name), drop };
}

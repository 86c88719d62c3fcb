import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type ServerConfig } from '../config.ts';
import { openDatabase, type DbHandle } from '../db/index.ts';
import { buildApp } from '../http/app.ts';
import type { Envelope } from '../http/envelope.ts';
import type { Services } from '../http/services.ts';
import { adminQuery, pgAdminUrl, randomName, tmpDir, withDatabase, TEMPLATE_ENV } from './db-template.ts';

export interface CallOptions {
  token?: string;
  method?: 'GET' | 'POST';
  lang?: 'zh-cn' | 'en-us';
  appType?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  app: FastifyInstance;
  services: Services;
  dbh: DbHandle;
  config: ServerConfig;
  /** Calls an API path the way the H5 client does (form-encoded POST when there are params). */
  db(): DbHandle['db'];
  call<T = unknown>(path: string, params?: Record<string, unknown>, opts?: CallOptions): Promise<Envelope & { data: T }>;
  close(): Promise<void>;
}

function encode(params: Record<string, unknown>): string {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) continue;
    body.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  }
  return body.toString();
}

/** A fresh copy of the seeded template database behind a real fastify app (no network socket). */
export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error('server tests need the global setup (vitest project "server")');
  const admin = pgAdminUrl();
  const dataDir = tmpDir('shop-test');
  let url: string | undefined;
  let dbName: string | undefined;
  if (admin) {
    dbName = randomName('shop_t');
    await adminQuery(admin, `create database ${dbName} template ${template}`);
    url = withDatabase(admin, dbName);
  } else {
    fs.cpSync(template, dataDir, { recursive: true });
    fs.rmSync(path.join(dataDir, 'shop.lock'), { force: true });
  }
  const config: ServerConfig = { ...loadConfig({ SHOP_MODE: 'test' }), dataDir, databaseUrl: url, distDir: path.join(dataDir, 'no-dist'), trustProxy: ['127.0.0.1'], ...overrides };
  const dbh = await openDatabase({ url, dataDir, poolSize: 4 });
  const { app, services } = await buildApp(config, dbh);
  await app.ready();

  return {
    app,
    services,
    dbh,
    config,
    db: () => dbh.db,
    async call(p, params, opts = {}) {
      const all: Record<string, unknown> = { app_type: opts.appType ?? 'h5', app_type_name: 'H5', token: opts.token ?? '', lang: opts.lang ?? 'zh-cn', ...params };
      const method = opts.method ?? (params ? 'POST' : 'GET');
      const res = await app.inject(
        method === 'POST'
          ? { method, url: p, payload: encode(all), headers: { 'content-type': 'application/x-www-form-urlencoded', ...opts.headers } }
          : { method, url: `${p}?${encode(all)}`, headers: opts.headers },
      );
      return JSON.parse(res.body) as Envelope & { data: never };
    },
    async close() {
      await app.close();
      await dbh.close();
      if (admin && dbName) {
        // pool.end() resolves before every socket is gone; a forced drop would then kill live backends
        // and surface as unhandled 57P01 errors, so try a plain drop first and force only as a fallback.
        let dropped = false;
        for (let i = 0; i < 10 && !dropped; i++) {
          try {
            await adminQuery(admin, `drop database if exists ${dbName}`);
            dropped = true;
          } catch {
            await new Promise((r) => setTimeout(r, 100));
          }
        }
        if (!dropped) await adminQuery(admin, `drop database if exists ${dbName} with (force)`);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

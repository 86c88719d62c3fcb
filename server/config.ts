import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Mode = 'production' | 'development' | 'test';

export interface ServerConfig {
  mode: Mode;
  host: string;
  port: number;
  /** PostgreSQL server URL; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  /**
   * Connections to the PostgreSQL server (DATABASE_POOL_SIZE, default 20): a request holds one for
   * its whole transaction, so fewer than the requests in flight makes them queue for a connection.
   */
  dbPoolSize: number;
  /** Root of everything the server writes: pglite/, uploads/, the lock file. */
  dataDir: string;
  /** Built H5 app (vite build output). */
  distDir: string;
  /** Public origin used in links the server builds (payment return URLs, share links). */
  publicOrigin: string | undefined;
  /** Proxies whose X-Forwarded-For is believed (per-IP limits depend on it); none by default. */
  trustProxy: string[] | false;
  /**
   * FIRST_VIEW_DEFER (default on; `0` turns it off): a server-rendered page starts the app's
   * scripts only after its pictures (src/boot/appStart.ts). Off, the document keeps Vite's module
   * script and preloads, so the app starts loading at once. Measured by bench/firstview-switch.ts.
   */
  firstViewDefer: boolean;
  /**
   * EARLY_TAPS (default on; `0` turns it off): taps and typing on the server's view before the app
   * listens are held and handed over (src/boot/earlyClicks.ts). Off, no script holds them: a tap
   * before hydration does what the plain markup does (nothing, on a button).
   */
  earlyTaps: boolean;
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_DB_POOL_SIZE = 20;

function poolSize(raw: string | undefined): number {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= 1 && n <= 500 ? n : DEFAULT_DB_POOL_SIZE;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const raw = env.SHOP_MODE ?? env.NODE_ENV ?? 'development';
  const mode: Mode = raw === 'production' || raw === 'test' ? raw : 'development';
  return {
    mode,
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 8080),
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolSize: poolSize(env.DATABASE_POOL_SIZE),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    distDir: path.resolve(env.DIST_DIR ?? path.join(repoRoot, 'dist')),
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    trustProxy: env.TRUST_PROXY ? env.TRUST_PROXY.split(',').map((x) => x.trim()).filter(Boolean) : false,
    firstViewDefer: env.FIRST_VIEW_DEFER !== '0',
    earlyTaps: env.EARLY_TAPS !== '0',
  };
}

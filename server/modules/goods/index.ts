import type { ServerModule } from '../types.ts';
import { TtlCache } from './cache.ts';
import routes from './routes.ts';

declare module '../../http/services.ts' {
  interface Services {
    /** Per-instance TTL cache of public catalogue reads (goods/cache.ts). */
    catalogueCache?: TtlCache;
  }
}

/** Cache lifetime: CATALOGUE_CACHE_MS (default 5000); off in test mode so tests see their own writes. */
function cacheTtl(mode: string): number {
  const env = process.env.CATALOGUE_CACHE_MS;
  if (env !== undefined && env !== '' && Number.isFinite(Number(env))) return Number(env);
  return mode === 'test' ? 0 : 5000;
}

const goods: ServerModule = {
  routes,
  init(services) {
    services.catalogueCache = new TtlCache(cacheTtl(services.config.mode));
  },
};
export default goods;

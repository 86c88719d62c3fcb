import type { Services } from '../http/services.ts';
import { invalidateEverywhere, TtlCache } from './ttl.ts';

export { TtlCache, invalidateEverywhere, type GetOptions, type TtlCacheOptions } from './ttl.ts';
export { share, sharedJson } from './json.ts';

declare module '../http/services.ts' {
  interface Services {
    /**
     * Per-instance cache of public reads (catalogue, site config): see server/cache/ttl.ts for
     * its staleness bound. Created on first use by `publicCache(services)`; tests may replace it.
     */
    publicCache?: TtlCache;
  }
}

/** Default staleness bound of public reads on one instance. */
export const PUBLIC_CACHE_MS = 5000;

/**
 * The TTL of public reads: PUBLIC_CACHE_MS (CATALOGUE_CACHE_MS is the older name) when set,
 * else 5000 ms; 0 in test mode so tests see their own writes (cache tests make their own).
 */
export function publicCacheTtl(mode: string, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PUBLIC_CACHE_MS ?? env.CATALOGUE_CACHE_MS;
  if (raw !== undefined && raw !== '' && Number.isFinite(Number(raw))) return Math.max(0, Number(raw));
  return mode === 'test' ? 0 : PUBLIC_CACHE_MS;
}

/** The instance's public-read cache, made on first use (and dropped when the server closes). */
export function publicCache(services: Pick<Services, 'config' | 'publicCache' | 'onClose'>): TtlCache {
  if (!services.publicCache) {
    const cache = new TtlCache({ ttlMs: publicCacheTtl(services.config.mode) });
    services.publicCache = cache;
    services.onClose.push(() => cache.dispose());
  }
  return services.publicCache;
}

/** A stable key from a name and the parameters that shape the answer. */
export function cacheKey(name: string, params: Record<string, unknown>): string {
  const keys = Object.keys(params).sort();
  return `${name}?${keys.map((k) => `${k}=${String(params[k])}`).join('&')}`;
}

/** Tags for `invalidate`: the answers about one goods (its detail, skus), the site config, a diy page. */
export const Tag = {
  goods: (goodsId: number) => `goods:${goodsId}`,
  config: 'config',
  diy: (name: string) => `diy:${name}`,
} as const;

/**
 * This process changed goods (stock, sales, favourites count): their details are dropped from
 * every cache of the process at once. Lists keep their own TTL (5 s): re-reading every list on
 * each order would empty the cache under steady sales, and a list's stock figure is a hint (the
 * order re-checks stock atomically).
 */
export function catalogueChanged(goodsIds: Iterable<number>): void {
  for (const id of new Set(goodsIds)) invalidateEverywhere(Tag.goods(id));
}

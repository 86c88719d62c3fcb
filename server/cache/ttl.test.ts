import { describe, expect, it } from 'vitest';
import { TtlCache, invalidateEverywhere } from './ttl.ts';
import { share, sharedJson } from './json.ts';
import { cacheKey, catalogueChanged, publicCacheTtl, Tag } from './index.ts';

/** A cache on a clock the test moves, and a loader that counts its calls. */
function setup(ttlMs = 1000, holdMs = 200) {
  const clock = { t: 1_000_000 };
  const cache = new TtlCache({ ttlMs, holdMs, now: () => clock.t });
  let version = 0;
  let loads = 0;
  const load = async () => {
    loads++;
    return { version };
  };
  return {
    clock,
    cache,
    load,
    get loads() {
      return loads;
    },
    change() {
      version++;
    },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('TtlCache', () => {
  it('serves a value at most ttlMs old, counted from the start of its load', async () => {
    const t = setup(1000);
    expect(await t.cache.get('k', t.load)).toEqual({ version: 0 });
    t.change();
    t.clock.t += 999;
    expect(await t.cache.get('k', t.load)).toEqual({ version: 0 });
    t.clock.t += 1;
    expect(await t.cache.get('k', t.load)).toEqual({ version: 1 });
    t.cache.dispose();
  });

  it('shares one load between concurrent misses and keeps no failure', async () => {
    const t = setup();
    const [a, b] = await Promise.all([t.cache.get('k', t.load), t.cache.get('k', t.load)]);
    expect(a).toBe(b);
    expect(t.loads).toBe(1);
    await expect(t.cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await tick();
    expect(await t.cache.get('bad', t.load)).toEqual({ version: 0 });
    t.cache.dispose();
  });

  it('reloads a hot key ahead of its TTL in the background, without making a request wait', async () => {
    const t = setup(1000);
    await t.cache.get('k', t.load);
    t.change();
    t.clock.t += 800; // past 3/4 of the TTL: this request still gets the current value…
    expect(await t.cache.get('k', t.load)).toEqual({ version: 0 });
    expect(t.loads).toBe(2);
    await tick();
    t.clock.t += 100; // …and the next one the reloaded value, whose age counts from 800
    expect(await t.cache.get('k', t.load)).toEqual({ version: 1 });
    t.clock.t += 1000;
    expect(await t.cache.get('k', t.load)).toEqual({ version: 1 });
    expect(t.loads).toBe(3);
    t.cache.dispose();
  });

  it('drops tagged entries on invalidate and keeps no load started before or just after it', async () => {
    const t = setup(1000, 200);
    const tags = () => ['goods:1'];
    await t.cache.get('a', t.load, { tags });
    await t.cache.get('b', t.load, { tags: () => ['goods:2'] });
    t.change();
    t.cache.invalidate('goods:1');
    expect(await t.cache.get('a', t.load, { tags })).toEqual({ version: 1 });
    expect(await t.cache.get('b', t.load)).toEqual({ version: 0 }); // other goods: kept
    // Within the hold (the writer may not have committed yet), every read loads afresh.
    t.change();
    t.clock.t += 100;
    expect(await t.cache.get('a', t.load, { tags })).toEqual({ version: 2 });
    await tick();
    // After the hold, values are kept again.
    t.clock.t += 200;
    expect(await t.cache.get('a', t.load, { tags })).toEqual({ version: 2 });
    await tick();
    t.change();
    expect(await t.cache.get('a', t.load, { tags })).toEqual({ version: 2 });
    t.cache.dispose();
  });

  it('does not keep a load that was in flight when its tag was invalidated', async () => {
    const t = setup(1000, 0);
    let release: (v: { version: number }) => void = () => {};
    const slow = () => new Promise<{ version: number }>((r) => (release = r));
    const pending = t.cache.get('a', slow, { tags: () => ['goods:1'] });
    t.cache.invalidate('goods:1');
    release({ version: 0 });
    expect(await pending).toEqual({ version: 0 }); // the request that asked gets its answer…
    await tick();
    t.change();
    expect(await t.cache.get('a', t.load, { tags: () => ['goods:1'] })).toEqual({ version: 1 }); // …nobody else
    t.cache.dispose();
  });

  it('invalidates every cache of the process (catalogueChanged), and clear() drops all', async () => {
    const one = setup();
    const two = setup();
    const tags = () => [Tag.goods(7)];
    await one.cache.get('d', one.load, { tags });
    await two.cache.get('d', two.load, { tags });
    one.change();
    two.change();
    catalogueChanged([7]);
    expect(await one.cache.get('d', one.load, { tags })).toEqual({ version: 1 });
    expect(await two.cache.get('d', two.load, { tags })).toEqual({ version: 1 });
    invalidateEverywhere('nothing-tagged');
    two.clock.t += 300; // past the hold: kept again
    expect(await two.cache.get('d', two.load, { tags })).toEqual({ version: 1 });
    await tick();
    two.change();
    expect(await two.cache.get('d', two.load, { tags })).toEqual({ version: 1 });
    two.cache.clear();
    expect(await two.cache.get('d', two.load, { tags })).toEqual({ version: 2 });
    one.cache.dispose();
    two.cache.dispose();
  });

  it('is off with ttlMs 0', async () => {
    const t = setup(0);
    await t.cache.get('k', t.load);
    await t.cache.get('k', t.load);
    expect(t.loads).toBe(2);
    expect(t.cache.size).toBe(0);
  });

  it('keeps at most `max` entries, dropping the least recently used', async () => {
    const cache = new TtlCache({ ttlMs: 1000, max: 3 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('hot', load);
    for (let i = 0; i < 10; i++) {
      await cache.get(`once${i}`, load);
      await cache.get('hot', load);
    }
    expect(cache.size).toBe(3);
    expect(loads).toBe(11); // "hot" loaded once
    cache.dispose();
  });
});

describe('shared values', () => {
  it('are frozen deeply and carry their JSON', async () => {
    const cache = new TtlCache({ ttlMs: 1000 });
    const v = await cache.get('k', async () => ({ list: [{ price: '1.00' }], n: 1 }));
    expect(Object.isFrozen(v)).toBe(true);
    expect(Object.isFrozen(v.list[0])).toBe(true);
    expect(() => {
      (v.list[0] as { price: string }).price = '0.01';
    }).toThrow(TypeError);
    expect(sharedJson(v)?.toString('utf8')).toBe(JSON.stringify(v));
    expect(sharedJson(v)).toBe(sharedJson(v)); // made once
    expect(sharedJson({ other: 1 })).toBeUndefined();
    expect(sharedJson(null)).toBeUndefined();
    expect(share(null)).toBeNull();
    cache.dispose();
  });
});

describe('settings', () => {
  it('takes the TTL from the environment, off in test mode', () => {
    expect(publicCacheTtl('production', {})).toBe(5000);
    expect(publicCacheTtl('test', {})).toBe(0);
    expect(publicCacheTtl('production', { PUBLIC_CACHE_MS: '2000' })).toBe(2000);
    expect(publicCacheTtl('production', { CATALOGUE_CACHE_MS: '0' })).toBe(0);
    expect(cacheKey('page', { b: 2, a: 1 })).toBe('page?a=1&b=2');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Ajv from 'ajv';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { actionNames, loadActions, runActions, type RunOptions } from './index.ts';
import type { ActionEnv, ApiAnswer, PageCapabilities } from './types.ts';
import { resetReported, setReporter, type Problem } from '../renderer/report.ts';

function fakeEnv(over: Partial<ActionEnv> = {}) {
  const log: string[] = [];
  const env: ActionEnv = {
    navigator: {
      navigate: (u) => log.push(`navigate ${u}`),
      redirect: (u) => log.push(`redirect ${u}`),
      relaunch: (u) => log.push(`relaunch ${u}`),
      switchTab: (u) => log.push(`switchTab ${u}`),
      back: (d) => log.push(`back ${d}`),
    },
    currentPath: () => '/pages/goods/detail?goods_id=5',
    currentUrl: () => 'https://shop.example/h5/pages/goods/detail?goods_id=5',
    openExternal: (u) => log.push(`external ${u}`),
    request: async (api, params) => {
      log.push(`request ${api} ${JSON.stringify(params)}`);
      return { code: 0, message: 'ok', data: { echoed: params } };
    },
    hasEndpoint: (api) => api.includes('.'),
    toast: (text, ms, icon) => log.push(`toast ${text}${ms !== undefined ? ` ${ms}` : ''}${icon && icon !== 'none' ? ` ${icon}` : ''}`),
    modal: async (o) => {
      log.push(`modal ${o.title ?? ''}|${o.content ?? ''}|${o.showCancel}`);
      return true;
    },
    isLoggedIn: () => true,
    loginPath: (back) => `/pages_tool/login/login?back=${encodeURIComponent(back)}`,
    refreshCart: () => {
      log.push('refreshCart');
    },
    copyText: async (text) => {
      log.push(`copy ${text}`);
      return true;
    },
    share: async (d) => {
      log.push(`share ${JSON.stringify(d)}`);
    },
    canShare: () => false,
    t: (k) => (k === 'shell.copied' ? 'copied' : k),
    ...over,
  };
  return { env, log };
}

function fakePage() {
  const log: string[] = [];
  const page: PageCapabilities = {
    refresh: async (s) => {
      log.push(`refresh ${s ?? '*'}`);
    },
    setState: (p, v) => {
      log.push(`setState ${p}=${JSON.stringify(v)}`);
      return !p.includes('..');
    },
    setPopup: (id, open) => log.push(`popup ${id} ${open}`),
  };
  return { page, log };
}

let problems: Problem[] = [];
beforeEach(() => {
  problems = [];
  resetReported();
  setReporter((p) => problems.push(p));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  setReporter(null);
  vi.restoreAllMocks();
});

async function run(actions: unknown, over: Partial<ActionEnv> = {}, scope: RunOptions['scope'] = {}) {
  const { env, log } = fakeEnv(over);
  const { page, log: pageLog } = fakePage();
  const s = { data: { sku: { sku_id: 12, name: 'Tea' } }, state: { n: 1 }, query: { id: '3' }, member: { nickname: 'Ann' }, ...scope };
  const ok = await runActions(actions, { scope: s, page, env, origin: 'test' });
  return { ok, log, pageLog };
}

describe('runActions', () => {
  it('runs in order, resolving each action with the event scope', async () => {
    const { ok, log, pageLog } = await run(
      [
        { action: 'toast', text: 'Hi ${member.nickname} #${event.n}' },
        { action: 'setState', path: 'n', value: '${state.n + event.n}' },
      ],
      {},
      { event: { n: 4 } },
    );
    expect(ok).toBe(true);
    expect(log).toEqual(['toast Hi Ann #4 1500']);
    expect(pageLog).toEqual(['setState n=5']);
  });

  it('stops at the first failure (false or a throw) and reports throws', async () => {
    const { ok, log } = await run([{ action: 'modal', title: 'sure?' }, { action: 'toast', text: 'after' }], { modal: async () => false });
    expect(ok).toBe(false);
    expect(log).toEqual([]);

    const r2 = await run([{ action: 'toast' }, { action: 'toast', text: 'after' }]);
    expect(r2.ok).toBe(false);
    expect(r2.log).toEqual([]);
    expect(problems.some((p) => p.message.includes('"text" is required'))).toBe(true);
  });

  it('reports and stops on an unknown action or a malformed entry', async () => {
    const { ok, log } = await run([{ action: 'launchRockets' }, { action: 'toast', text: 'x' }]);
    expect(ok).toBe(false);
    expect(log).toEqual([]);
    expect(problems.some((p) => p.message.includes('unknown action "launchRockets"'))).toBe(true);
    expect((await run(['toast'])).ok).toBe(false);
    expect((await run({ action: 'toast' })).ok).toBe(false);
    expect((await run(undefined)).ok).toBe(true);
  });
});

describe('navigate', () => {
  it('pushes by default, adds query and back, honours modes', async () => {
    const { log } = await run([
      { action: 'navigate', to: '/pages/goods/detail', query: { sku_id: '${data.sku.sku_id}' } },
      { action: 'navigate', to: '/pages_tool/member/address', back: true, mode: 'redirect' },
      { action: 'navigate', to: '/pages/goods/cart', mode: 'switchTab' },
      { action: 'navigate', to: '/pages/member/index?x=1', mode: 'relaunch' },
      { action: 'navigate', to: 'pages/goods/list?category_id=2' },
    ]);
    expect(log).toEqual([
      'navigate /pages/goods/detail?sku_id=12',
      `redirect /pages_tool/member/address?back=${encodeURIComponent('/pages/goods/detail?goods_id=5')}`,
      'switchTab /pages/goods/cart',
      'relaunch /pages/member/index?x=1',
      'navigate /pages/goods/list?category_id=2',
    ]);
  });

  it('opens http(s) outside the app and refuses other schemes', async () => {
    expect((await run([{ action: 'navigate', to: 'https://example.com/x' }])).log).toEqual(['external https://example.com/x']);
    const bad = await run([{ action: 'navigate', to: 'javascript:alert(1)' }]);
    expect(bad.ok).toBe(false);
    expect(bad.log).toEqual([]);
    expect((await run([{ action: 'navigate', to: '/x', mode: 'teleport' }])).ok).toBe(false);
  });
});

describe('back', () => {
  it('goes back delta pages (default 1)', async () => {
    expect((await run([{ action: 'back' }, { action: 'back', delta: 2 }])).log).toEqual(['back 1', 'back 2']);
  });
});

describe('request', () => {
  it('puts the answer data in event.result for the next actions', async () => {
    const { ok, log } = await run([
      { action: 'request', api: 'coupon.receive', params: { coupon_type_id: '${query.id}', skip: '${data.nothing}' } },
      { action: 'toast', text: 'got ${event.result.echoed.coupon_type_id}' },
    ]);
    expect(ok).toBe(true);
    expect(log).toEqual(['request coupon.receive {"coupon_type_id":"3"}', 'toast got 3 1500']);
  });

  it('toasts the message and stops on failure; toastOnError false stays quiet', async () => {
    const failing = { request: async (): Promise<ApiAnswer> => ({ code: -1, message: 'sold out' }) };
    const a = await run([{ action: 'request', api: 'cart.add' }, { action: 'toast', text: 'never' }], failing);
    expect(a.ok).toBe(false);
    expect(a.log).toEqual(['toast sold out']);
    const b = await run([{ action: 'request', api: 'cart.add', toastOnError: false }], failing);
    expect(b.log).toEqual([]);
    const c = await run([{ action: 'request', api: 'cart.add' }], { request: async () => Promise.reject(new Error('network error')) });
    expect(c.ok).toBe(false);
    expect(c.log).toEqual(['toast network error']);
  });

  it('refuses an unregistered endpoint', async () => {
    const { ok, log } = await run([{ action: 'request', api: 'nope' }]);
    expect(ok).toBe(false);
    expect(log).toEqual([]);
    expect(problems.some((p) => p.message.includes('not a registered endpoint'))).toBe(true);
  });

  it('keeps a primitive event as event.value', async () => {
    const { log } = await run([{ action: 'request', api: 'a.b' }, { action: 'toast', text: '${event.value}/${event.result.echoed ? "yes" : "no"}' }], {}, { event: 7 });
    expect(log[1]).toBe('toast 7/yes 1500');
  });
});

describe('refresh, popup, setState', () => {
  it('drive the page', async () => {
    const { pageLog } = await run([
      { action: 'refresh' },
      { action: 'refresh', source: 'goods' },
      { action: 'popup', id: 'sku' },
      { action: 'popup', id: 'sku', open: false },
      { action: 'setState', path: 'form.name', value: { a: '${query.id}' } },
    ]);
    expect(pageLog).toEqual(['refresh *', 'refresh goods', 'popup sku true', 'popup sku false', 'setState form.name={"a":"3"}']);
  });

  it('refresh with top scrolls to the top before the reload, without it the page stays put', async () => {
    const scrolls: string[] = [];
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation((...args: unknown[]) => {
      scrolls.push(args.join(','));
    });
    try {
      await run([{ action: 'refresh', source: 'goods' }]);
      expect(scrolls).toEqual([]);
      const { pageLog } = await run([{ action: 'refresh', source: 'goods', top: true }]);
      expect(scrolls).toEqual(['0,0']);
      expect(pageLog).toEqual(['refresh goods']);
    } finally {
      spy.mockRestore();
    }
  });

  it('setState fails on an invalid path', async () => {
    expect((await run([{ action: 'setState', path: 'a..b', value: 1 }])).ok).toBe(false);
  });
});

describe('toast and modal', () => {
  it('toast: duration default 1500, icon', async () => {
    expect((await run([{ action: 'toast', text: 'a' }, { action: 'toast', text: 'b', duration: 3000, icon: 'success' }])).log).toEqual([
      'toast a 1500',
      'toast b 3000 success',
    ]);
  });

  it('modal: confirm continues, passes its texts; showCancel default true', async () => {
    const seen: unknown[] = [];
    const { ok, log } = await run([{ action: 'modal', title: 'T', content: 'C', confirmText: 'Yes' }, { action: 'toast', text: 'after' }], {
      modal: async (o) => {
        seen.push(o);
        return true;
      },
    });
    expect(ok).toBe(true);
    expect(seen).toEqual([{ title: 'T', content: 'C', showCancel: true, confirmText: 'Yes', cancelText: undefined }]);
    expect(log).toEqual(['toast after 1500']);
  });
});

describe('requireLogin', () => {
  it('passes for a member', async () => {
    expect((await run([{ action: 'requireLogin' }, { action: 'toast', text: 'in' }])).log).toEqual(['toast in 1500']);
  });
  it('sends a guest to login with back = the current path and stops', async () => {
    const { ok, log } = await run([{ action: 'requireLogin' }, { action: 'toast', text: 'in' }], { isLoggedIn: () => false });
    expect(ok).toBe(false);
    expect(log).toEqual([`navigate /pages_tool/login/login?back=${encodeURIComponent('/pages/goods/detail?goods_id=5')}`]);
  });
});

describe('copy and share', () => {
  it('copy puts text on the clipboard and says copied', async () => {
    expect((await run([{ action: 'copy', text: 'NO.${query.id}' }])).log).toEqual(['copy NO.3', 'toast copied']);
  });

  it('share uses the Web Share API when available', async () => {
    const { log } = await run([{ action: 'share', title: 'T', desc: 'D', link: '/pages/goods/detail?goods_id=1' }], { canShare: () => true });
    expect(log).toEqual([`share ${JSON.stringify({ title: 'T', text: 'D', url: 'https://shop.example/h5/pages/goods/detail?goods_id=1' })}`]);
  });

  it('share copies the link otherwise (default: the current page)', async () => {
    expect((await run([{ action: 'share', title: 'T' }])).log).toEqual(['copy https://shop.example/h5/pages/goods/detail?goods_id=5', 'toast copied']);
  });

  it('a dismissed share is not a failure', async () => {
    const abort = Object.assign(new Error('cancel'), { name: 'AbortError' });
    const { ok } = await run([{ action: 'share' }], { canShare: () => true, share: () => Promise.reject(abort) });
    expect(ok).toBe(true);
  });
});

describe('addToCart', () => {
  it('adds, refreshes the cart count and exposes the result', async () => {
    const { ok, log } = await run([{ action: 'addToCart', sku_id: '${event.sku_id}', num: '${event.num}' }, { action: 'toast', text: 'added ${event.result.echoed.num}' }], {}, { event: { sku_id: 12, num: 2 } });
    expect(ok).toBe(true);
    expect(log).toEqual(['request cart.add {"sku_id":12,"num":2}', 'refreshCart', 'toast added 2 1500']);
  });

  it('keeps a guest’s line in the guest cart (checked with the server), never sending cart.add', async () => {
    const { useGuestCartStore } = await import('../stores/guestCart.ts');
    useGuestCartStore.getState().clear();
    const calls: string[] = [];
    const { ok, log } = await run([{ action: 'addToCart', sku_id: 1, num: 2 }, { action: 'toast', text: 'added ${event.result.num}' }], {
      isLoggedIn: () => false,
      request: async (api, params) => {
        calls.push(`${api} ${String(params.sku_ids)}`);
        return { code: 0, data: [{ sku_id: 1, stock: 9, is_invalid: 0 }] };
      },
    });
    expect(ok).toBe(true);
    expect(calls).toEqual(['cart.guestLists [{"sku_id":1,"num":2}]']);
    expect(log).toEqual(['refreshCart', 'toast added 2 1500']);
    expect(useGuestCartStore.getState().lines).toEqual([{ sku_id: 1, num: 2 }]);
    useGuestCartStore.getState().clear();
  });

  it('toasts the error and stops', async () => {
    const { ok, log } = await run([{ action: 'addToCart', sku_id: 1 }, { action: 'toast', text: 'never' }], {
      request: async () => ({ code: -1, message: 'out of stock' }),
    });
    expect(ok).toBe(false);
    expect(log).toEqual(['toast out of stock']);
  });

  it('num defaults to 1 and sku_id is required', async () => {
    expect((await run([{ action: 'addToCart', sku_id: 3 }])).log[0]).toBe('request cart.add {"sku_id":3,"num":1}');
    expect((await run([{ action: 'addToCart' }])).ok).toBe(false);
  });
});

describe('action schemas', () => {
  const dir = join(process.cwd(), 'schemas');
  const load = (p: string) => JSON.parse(readFileSync(join(dir, p), 'utf8')) as Record<string, unknown>;
  const files = readdirSync(join(dir, 'actions')).filter((f) => f.endsWith('.schema.json'));

  function validator() {
    const ajv = new Ajv({ strict: true, allowUnionTypes: true, allErrors: true });
    for (const f of files) ajv.addSchema(load(`actions/${f}`));
    return ajv.compile(load('action.schema.json'));
  }

  it('has one schema per action, named after it', async () => {
    await loadActions();
    expect(files.map((f) => f.replace('.schema.json', '')).sort()).toEqual(actionNames());
  });

  it('accepts good actions (bindings included) and rejects unknown actions and extra fields', () => {
    const validate = validator();
    const good = [
      { action: 'navigate', to: '/pages/goods/detail', query: { sku_id: 1 }, mode: 'push', back: true },
      { action: 'back' },
      { action: 'request', api: 'coupon.receive', params: { id: '${event.id}' }, toastOnError: false },
      { action: 'refresh', source: 'list' },
      { action: 'toast', text: 'hi', duration: 2000, icon: 'success' },
      { action: 'modal', title: 'a', content: 'b', showCancel: false, confirmText: 'ok', cancelText: 'no' },
      { action: 'popup', id: 'sku', open: '${!state.open}' },
      { action: 'setState', path: 'form.name', value: '${event.value}' },
      { action: 'requireLogin' },
      { action: 'copy', text: '${data.order.order_no}' },
      { action: 'share', title: 't', desc: 'd', link: '/x', image: 'https://x/y.png' },
      { action: 'addToCart', sku_id: '${event.sku_id}', num: 2 },
    ];
    for (const a of good) expect({ a, ok: validate(a), errors: validate.errors }).toMatchObject({ ok: true });
    const bad = [
      { action: 'launchRockets' },
      { action: 'toast' },
      { action: 'toast', text: 'x', colour: 'red' },
      { action: 'addToCart', sku_id: 'twelve' },
      { action: 'navigate', to: '/x', mode: 'fly' },
      { action: 'request', api: 'https://evil.example/steal' },
      { to: '/x' },
    ];
    for (const a of bad) expect({ a, ok: validate(a) }).toEqual({ a, ok: false });
  });
});

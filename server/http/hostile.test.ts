import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { modules } from '../modules/index.ts';
import { ORDER_MAX_FEN } from '../modules/order/calc.ts';
import { DEMO, loginAs } from '../modules/sms/test-helpers.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

/**
 * Hostile input is refused at the edge, cleanly (HTTP 200, code -1, a message naming the parameter in
 * the request's language), never as a generic server error: a table per parameter type, then every
 * declared parameter of every API route.
 */
let s: TestServer;
let token = '';
beforeAll(async () => {
  s = await startTestServer();
  token = await loginAs(s, DEMO.username, DEMO.password);
});
afterAll(async () => {
  await s.close();
});

type Lang = 'zh-cn' | 'en-us';
const SERVER_ERROR = ['服务器错误，请稍后重试', 'Server error, please try again later'];

/** Calls with a JSON body (so lone surrogates arrive as they are), answering HTTP status and envelope. */
async function callJson(p: string, body: Record<string, unknown>, lang: Lang = 'zh-cn'): Promise<{ status: number; code: number; message: string }> {
  const res = await s.app.inject({ method: 'POST', url: p, payload: JSON.stringify({ app_type: 'h5', token, lang, ...body }), headers: { 'content-type': 'application/json' } });
  const env = JSON.parse(res.body) as { code: number; message: string };
  return { status: res.statusCode, code: env.code, message: env.message };
}

/** An order_key of the demo member for one sku (the first in stock unless given). */
async function orderKey(num: number, skuId?: number): Promise<string> {
  const sku = skuId ?? (await s.db().selectFrom('goods_sku').select('sku_id').where('stock', '>', 3).orderBy('sku_id').executeTakeFirstOrThrow()).sku_id;
  const res = await s.call<{ order_key: string }>('/api/ordercreate/payment', { sku_id: sku, num }, { token });
  expect(res, res.message).toMatchObject({ code: 0 });
  return res.data.order_key;
}

const OUT_OF_RANGE = (name: string) => ({ 'zh-cn': `参数${name}超出范围`, 'en-us': `Parameter ${name} is out of range` });
const INVALID = (name: string) => ({ 'zh-cn': `参数${name}格式不正确`, 'en-us': `Parameter ${name} is not valid` });

describe('a table of hostile inputs per parameter type', () => {
  const ids = ['2147483648', '1e20', '1e308', '-1e308', 'Infinity', '99999999999999999999', 2147483648, 1e20, 1e308];
  const table: Array<{ type: string; path: string; base: Record<string, unknown>; name: string; values: unknown[]; expect: (n: string) => Record<Lang, string> }> = [
    { type: 'id (declared)', path: '/api/goodssku/detail', base: {}, name: 'sku_id', values: ids, expect: OUT_OF_RANGE },
    { type: 'id (declared, member)', path: '/api/cart/add', base: { num: 1 }, name: 'sku_id', values: ids, expect: OUT_OF_RANGE },
    { type: 'id (order detail)', path: '/api/order/detail', base: {}, name: 'order_id', values: ids, expect: OUT_OF_RANGE },
    { type: 'id list', path: '/api/cart/delete', base: {}, name: 'cart_id', values: ['1,2147483648', '1e20', '5,1e308'], expect: OUT_OF_RANGE },
    { type: 'integer', path: '/api/cart/add', base: { sku_id: 1 }, name: 'num', values: ['2147483648', '1e20', '1e308'], expect: OUT_OF_RANGE },
    { type: 'page', path: '/api/goodssku/page', base: {}, name: 'page', values: ['1e308', '2147483648'], expect: OUT_OF_RANGE },
    { type: 'text (NUL)', path: '/api/member/modifynickname', base: {}, name: 'nickname', values: ['a\u0000b', '\u0000'], expect: INVALID },
    { type: 'text (lone surrogate)', path: '/api/member/modifynickname', base: {}, name: 'nickname', values: ['a\ud800b', '\udc00'], expect: INVALID },
    { type: 'search text', path: '/api/goodssku/page', base: {}, name: 'keyword', values: ['x\u0000', '\ud83d'], expect: INVALID },
    { type: 'JSON param (id inside)', path: '/api/ordercreate/calculate', base: { order_key: 'KEY' }, name: 'member_address', values: [JSON.stringify({ id: 1e20 }), '{"province_id": 2147483648, "name": "a"}'], expect: OUT_OF_RANGE },
    { type: 'JSON param (text inside)', path: '/api/ordercreate/calculate', base: { order_key: 'KEY' }, name: 'member_address', values: ['{"name": "a\\u0000"}', '{"name": "\\ud800"}'], expect: INVALID },
    { type: 'parameter name', path: '/api/goodssku/page', base: {}, name: 'params', values: [], expect: INVALID },
  ];

  for (const row of table) {
    it(`${row.type}: ${row.path} ${row.name}`, async () => {
      const base = { ...row.base };
      if (base.order_key === 'KEY') base.order_key = await orderKey(1);
      for (const value of row.values) {
        for (const lang of ['zh-cn', 'en-us'] as Lang[]) {
          const r = await callJson(row.path, { ...base, [row.name]: value }, lang);
          expect({ value, ...r }).toEqual({ value, status: 200, code: -1, message: row.expect(row.name)[lang] });
        }
      }
    });
  }

  it('a parameter name with NUL or a lone surrogate', async () => {
    expect(await callJson('/api/goodssku/page', { 'a\u0000': 1 })).toMatchObject({ status: 200, code: -1, message: INVALID('params')['zh-cn'] });
    expect(await callJson('/api/goodssku/page', { '\ud800': 1 }, 'en-us')).toMatchObject({ status: 200, code: -1, message: INVALID('params')['en-us'] });
  });

  it('an order beyond the business maximum is refused with a message, before any money column', async () => {
    const sku = await s.db().selectFrom('goods_sku').select(['sku_id', 'goods_id']).where('stock', '>', 3).orderBy('sku_id').executeTakeFirstOrThrow();
    const old = await s.db().selectFrom('goods_sku').select(['price', 'discount_price']).where('sku_id', '=', sku.sku_id).executeTakeFirstOrThrow();
    await s.db().updateTable('goods_sku').set({ price: 900_000_000, discount_price: 900_000_000 }).where('sku_id', '=', sku.sku_id).execute();
    try {
      const zh = await callJson('/api/ordercreate/payment', { sku_id: sku.sku_id, num: 3 });
      expect(zh).toEqual({ status: 200, code: -1, message: `订单金额不能超过${(ORDER_MAX_FEN / 100).toFixed(2)}元` });
      const en = await callJson('/api/ordercreate/payment', { sku_id: sku.sku_id, num: 3 }, 'en-us');
      expect(en).toEqual({ status: 200, code: -1, message: `An order may not exceed ¥${(ORDER_MAX_FEN / 100).toFixed(2)}` });
      // One piece is within the maximum.
      expect((await callJson('/api/ordercreate/payment', { sku_id: sku.sku_id, num: 1 })).code).toBe(0);
    } finally {
      await s.db().updateTable('goods_sku').set(old).where('sku_id', '=', sku.sku_id).execute();
    }
  });

  it('member accounts hold sums past the integer range', async () => {
    const m = await s.db().selectFrom('member').select('member_id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    const before = await s.db().selectFrom('member').select(['balance', 'point']).where('member_id', '=', m.member_id).executeTakeFirstOrThrow();
    await s.db().updateTable('member').set({ balance: 3_000_000_000, point: 3_000_000_000 }).where('member_id', '=', m.member_id).execute();
    try {
      const info = await s.call<{ balance: string; point: number }>('/api/member/info', undefined, { token });
      expect(info.data).toMatchObject({ balance: '30000000.00', point: 3_000_000_000 });
    } finally {
      await s.db().updateTable('member').set(before).where('member_id', '=', m.member_id).execute();
    }
  });
});

describe('multipart bodies the server cannot read', () => {
  const boundary = '----hostile';
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const filePart = (name: string, body: Buffer | string) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
  const send = async (payload: Buffer, lang: Lang) => {
    const res = await s.app.inject({ method: 'POST', url: `/api/upload/headimg?lang=${lang}`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    return { status: res.statusCode, ...(JSON.parse(res.body) as { code: number; message: string }) };
  };
  const cases: Array<{ what: string; payload: () => Buffer; zh: string; en: string }> = [
    {
      what: 'cut off inside a file',
      payload: () => Buffer.concat([Buffer.from(part('token', token) + part('lang', 'zh-cn')), filePart('file', Buffer.alloc(2000, 1)).subarray(0, 400)]),
      zh: '请求格式不正确',
      en: 'Malformed request',
    },
    {
      what: 'cut off in a header',
      payload: () => Buffer.from(`${part('token', token)}--${boundary}\r\nContent-Dispos`),
      zh: '请求格式不正确',
      en: 'Malformed request',
    },
    {
      what: 'too many files',
      payload: () => Buffer.concat([Buffer.from(part('token', token)), ...Array.from({ length: 12 }, (_, i) => filePart(`f${i}`, 'x')), Buffer.from(`--${boundary}--\r\n`)]),
      zh: '上传内容过大',
      en: 'The upload is too large',
    },
    {
      what: 'a file over the size limit',
      payload: () => Buffer.concat([Buffer.from(part('token', token)), filePart('file', Buffer.alloc(12 * 1024 * 1024, 7)), Buffer.from(`--${boundary}--\r\n`)]),
      zh: '上传内容过大',
      en: 'The upload is too large',
    },
  ];
  for (const c of cases) {
    it(`${c.what}: a clean -1 in the request's language`, async () => {
      expect(await send(c.payload(), 'zh-cn')).toMatchObject({ status: 200, code: -1, message: c.zh });
      expect(await send(c.payload(), 'en-us')).toMatchObject({ status: 200, code: -1, message: c.en });
    });
  }
});

// ---- every declared parameter of every route ------------------------------------------------------------

type Schema = Record<string, unknown>;
const files = new Map<string, Schema>();
function schemaFile(name: string): Schema {
  let f = files.get(name);
  if (!f) {
    f = JSON.parse(fs.readFileSync(path.join(repoRoot, 'schemas/api', name), 'utf8')) as Schema;
    files.set(name, f);
  }
  return f;
}
function resolve(file: string, node: Schema): { file: string; node: Schema } {
  const ref = node.$ref;
  if (typeof ref !== 'string') return { file, node };
  const [f, pointer] = ref.split('#');
  const target = f ? f : file;
  const def = (pointer ?? '').split('/').filter(Boolean).reduce<unknown>((o, k) => (o as Schema)[k], schemaFile(target)) as Schema;
  return resolve(target, def);
}
/** The properties (resolved) and required names of a request schema. */
function shape(file: string, node: Schema, out = { props: new Map<string, Schema>(), required: new Set<string>() }) {
  const r = resolve(file, node);
  const n = r.node;
  for (const [k, v] of Object.entries((n.properties as Record<string, Schema> | undefined) ?? {})) out.props.set(k, resolve(r.file, v).node);
  for (const k of (n.required as string[] | undefined) ?? []) out.required.add(k);
  for (const key of ['allOf']) for (const sub of (n[key] as Schema[] | undefined) ?? []) shape(r.file, sub, out);
  return out;
}
const typeOf = (p: Schema): string[] => (Array.isArray(p.type) ? (p.type as string[]) : typeof p.type === 'string' ? [p.type] : []);
function plausible(p: Schema): unknown {
  if (Array.isArray(p.enum)) return p.enum[0];
  const t = typeOf(p);
  if (t.includes('integer') || t.includes('number')) return typeof p.minimum === 'number' ? Math.max(1, p.minimum) : 1;
  if (typeof p.pattern === 'string') {
    const re = new RegExp(p.pattern);
    return ['a', '1.00', '1', 'abcdef0123456789abcdef0123456789', 'T1'].find((c) => re.test(c)) ?? 'a';
  }
  return 'a';
}

describe('every declared parameter of every route', () => {
  const routes = modules.flatMap((m) => m.routes.routes).filter((r) => typeof r.options.params === 'string' && r.options.auth !== 'admin' && !r.path.startsWith('/dev/'));

  it('refuses out-of-range numbers and bad text in each, cleanly and naming it', async () => {
    let calls = 0;
    const problems: string[] = [];
    for (const r of routes) {
      const [area, pointer] = String(r.options.params).split('#');
      const def = (pointer ?? '').split('/').filter(Boolean).reduce<unknown>((o, k) => (o as Schema)[k], schemaFile(`${area}.json`)) as Schema;
      const { props, required } = shape(`${area}.json`, def);
      const base: Record<string, unknown> = {};
      for (const k of required) if (props.has(k)) base[k] = plausible(props.get(k)!);
      for (const [name, p] of props) {
        if (['token', 'lang', 'app_type', 'app_type_name'].includes(name)) continue;
        const t = typeOf(p);
        const values = t.includes('integer') || t.includes('number') ? ['2147483648', 1e308] : t.includes('string') && !p.enum ? ['x\u0000', '\ud800'] : [];
        for (const v of values) {
          calls += 1;
          const res = await callJson(r.path, { ...base, [name]: v }, 'en-us');
          if (res.status !== 200 || res.code !== -1 || SERVER_ERROR.includes(res.message) || !res.message.includes(name)) {
            problems.push(`${r.path} ${name}=${JSON.stringify(v)} → ${res.status} ${res.code} ${res.message}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(200);
  }, 300_000);
});

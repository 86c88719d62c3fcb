/**
 * Fuzzed documents (seeded, reproducible): fields removed, wrong types, unknown components, huge
 * arrays, hostile rich text and links, prototype keys, deep nesting, oversized text. Each one is
 * either refused — every problem with a JSON path, the published page and the tables unchanged —
 * or stored inert: no script, no event handler, no javascript:/data: link, no prototype key, every
 * link a shop route or an http(s) URL. The server never fails with a server error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { linkProblem } from './links.ts';
import { adminCaller, counts, readPage, sample, type Published, type Rejection } from './test-helpers.ts';

let s: TestServer;
let admin: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  s = await startTestServer();
  admin = adminCaller(s);
});
afterAll(async () => {
  await s.close();
});

/** mulberry32: a small seeded PRNG, so a failing case can be replayed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Container = Json[] | { [k: string]: Json };

const HOSTILE_LINKS = [
  'javascript:alert(1)',
  ' JavaScript:alert(document.cookie)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '//evil.example/steal',
  '\\\\evil.example\\x',
  'http://user:pass@evil.example/',
  '/pages/../../../etc/passwd',
  '/pages/not/a/route?x=1',
  'file:///etc/passwd',
  '${constructor.constructor("alert(1)")()}',
];

const HOSTILE_HTML = [
  '<script>alert(1)</script><p>x</p>',
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<svg onload=alert(1)><circle/></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p style="background:url(javascript:alert(1))">s</p>',
  '<a href="data:text/html,<script>alert(1)</script>">d</a>',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<p onmouseover="alert(1)" style="color: expression(alert(1))">e</p>',
  '<div><object data="javascript:alert(1)"></object></div>',
  '<form action="javascript:alert(1)"><button>b</button></form>',
  '<img src="javascript:alert(1)"><img src="//evil.example/x.png">',
];

/** Every container (object or array) of a value with its parent and key, for picking a spot to mutate. */
function spots(root: Json): Array<{ parent: Container; key: string | number; value: Json }> {
  const out: Array<{ parent: Container; key: string | number; value: Json }> = [];
  const walk = (v: Json): void => {
    if (Array.isArray(v)) {
      v.forEach((x, i) => {
        out.push({ parent: v, key: i, value: x });
        walk(x);
      });
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        out.push({ parent: v, key: k, value: x });
        walk(x);
      }
    }
  };
  walk(root);
  return out;
}

function set(parent: Container, key: string | number, value: Json): void {
  (parent as Record<string | number, Json>)[key] = value;
}

function ownKey(target: Record<string, Json>, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function mutate(doc: Json, rand: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const all = spots(doc);
  const objects = all.map((x) => x.value).filter((v): v is { [k: string]: Json } => Boolean(v) && typeof v === 'object' && !Array.isArray(v));
  const components = (doc as { value?: Json[]; content?: Json[] }).value ?? (doc as { content?: Json[] }).content ?? [];
  const rounds = 1 + Math.floor(rand() * 3);
  for (let r = 0; r < rounds; r++) {
    const kind = Math.floor(rand() * 11);
    const spot = all.length ? pick(all) : null;
    switch (kind) {
      case 0: // remove a field
        if (spot && !Array.isArray(spot.parent)) delete (spot.parent as Record<string, Json>)[spot.key as string];
        break;
      case 1: // wrong type
        if (spot) set(spot.parent, spot.key, pick<Json>([42, 'text', null, true, [], {}, [1, 'a', {}], -1e308, '']));
        break;
      case 2: // unknown component / widget type
        components.push(Array.isArray((doc as { value?: unknown }).value) ? { id: `x${r}`, componentName: pick(['Evil', 'Script', 'Text_Extend', '', '__proto__', 'A'.repeat(80)]) } : { id: `x${r}`, type: pick(['evil-widget', 'script', 'Diy-Text', '']), props: {} });
        break;
      case 3: // huge array
        if (spot) set(spot.parent, spot.key, Array.from({ length: 250 + Math.floor(rand() * 2000) }, (_, i) => ({ imageUrl: `a${i}.png` })));
        break;
      case 4: // hostile rich text
        if (Array.isArray((doc as { value?: unknown }).value)) components.push({ id: `rt${r}`, componentName: 'RichText', html: pick(HOSTILE_HTML) + pick(HOSTILE_HTML) });
        else components.push({ id: `rt${r}`, type: 'diy-rich-text', props: { html: pick(HOSTILE_HTML) } });
        break;
      case 5: // hostile link somewhere
        if (objects.length) pick(objects).link = { name: 'X', wap_url: pick(HOSTILE_LINKS) };
        break;
      case 6: // hostile media URL
        if (objects.length) pick(objects)[pick(['imageUrl', 'videoUrl', 'bgUrl', 'iconBgImg'])] = pick(HOSTILE_LINKS);
        break;
      case 7: // prototype keys
        if (objects.length) ownKey(pick(objects), pick(['__proto__', 'constructor', 'prototype']), { polluted: true, toString: 'x' });
        break;
      case 8: {
        // deep nesting
        let deep: Json = 'bottom';
        for (let i = 0; i < 20 + Math.floor(rand() * 80); i++) deep = rand() < 0.5 ? [deep] : { n: deep };
        if (spot) set(spot.parent, spot.key, deep);
        break;
      }
      case 9: // oversized
        if (objects.length) pick(objects).title = 'x'.repeat(520 * 1024);
        break;
      default: // bindings and odd characters in text
        if (spot) set(spot.parent, spot.key, pick(['${constructor}', '${__proto__.polluted}', 'a\u0000b', '\ud800', '<script>alert(1)</script>', '${t("x")}']));
    }
  }
  return JSON.stringify(doc);
}

/**
 * Problems a stored document must not have (the inert check): markup that runs in rich text,
 * unsafe URLs in URL-like fields, links off the shop, prototype keys. Plain text may hold anything
 * (it is rendered as text).
 */
function hazards(value: unknown, path = '$', out: string[] = [], key = ''): string[] {
  if (typeof value === 'string') {
    // eslint-disable-next-line no-control-regex
    const compact = value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
    if (/html|content/i.test(key)) {
      if (/<script|<iframe|<svg|<object|<form|<math/i.test(value)) out.push(`${path}: markup ${value.slice(0, 60)}`);
      if (/<[^>]+\son[a-z]+\s*=/i.test(value)) out.push(`${path}: event handler`);
      if (/(href|src)\s*=\s*["']?\s*(javascript|data|vbscript):/i.test(value)) out.push(`${path}: unsafe URL in markup`);
      if (/expression\(|url\(/i.test(value)) out.push(`${path}: unsafe style`);
    }
    if (/(url|src|href|img|image|link|path)$/i.test(key) && (/^(javascript|vbscript):/.test(compact) || /^data:text/.test(compact))) out.push(`${path}: unsafe URL ${value.slice(0, 60)}`);
    if (key === 'wap_url' && linkProblem(value) !== null) out.push(`${path}: link ${value}`);
    return out;
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => hazards(v, `${path}[${i}]`, out, key));
    return out;
  }
  if (value && typeof value === 'object') {
    for (const k of Object.keys(value)) {
      if (['__proto__', 'constructor', 'prototype'].includes(k)) out.push(`${path}.${k}: reserved key`);
      hazards((value as Record<string, unknown>)[k], `${path}.${k}`, out, k);
    }
  }
  return out;
}

const BASES = [() => sample('home'), () => sample('member'), () => sample('category'), () => ({
  schemaVersion: 1,
  id: 'diy/fuzz',
  meta: { title: 'Fuzz', navBar: { link: { wap_url: '/pages/goods/list' } } },
  content: [
    { id: 'a', type: 'diy-text', props: { text: 'Hi', link: { wap_url: '/pages/goods/detail?goods_id=1' } }, on: { click: [{ action: 'navigate', to: '/pages/goods/cart' }] } },
    { id: 'b', type: 'container', props: {}, slots: { default: [{ id: 'c', type: 'diy-rich-text', props: { html: '<p>x</p>' } }] } },
    { id: 'd', type: 'diy-image-ads', props: { list: [{ imageUrl: 'upload/a.png', link: { wap_url: 'https://example.com/' } }] } },
  ],
})] as const;

describe('fuzzed documents', () => {
  it('are refused with paths and change nothing, or are stored inert', async () => {
    const name = 'DIY_VIEW_RANDOM_fuzz';
    expect((await admin.call<Published>('/admin/diy/publish', { name, document: JSON.stringify(sample('member')) })).code).toBe(0);
    let current = await readPage(s, name);
    let stored = await counts(s);
    let accepted = 0;
    let refused = 0;
    const CASES = 120;
    for (let seed = 1; seed <= CASES; seed++) {
      const rand = rng(seed);
      const base = BASES[seed % BASES.length]!() as unknown as Json;
      const document = mutate(base, rand);
      const res = await admin.call<Published | Rejection>('/admin/diy/publish', { name, document });
      const label = `seed ${seed}: ${res.message}`;
      expect([0, -1], label).toContain(res.code);
      expect(res.message, label).not.toMatch(/server error|系统错误|malformed/i);
      if (res.code === 0) {
        accepted++;
        const after = await readPage(s, name);
        expect(after.res.data.version, label).toBe(current.res.data.version + 1);
        expect(hazards(after.value), label).toEqual([]);
        expect(hazards(after.schema ?? {}), label).toEqual([]);
        current = after;
        stored = await counts(s);
      } else {
        refused++;
        const data = res.data as Rejection;
        expect(data.errors.length, label).toBeGreaterThan(0);
        for (const e of data.errors) {
          expect(e.path, label).toMatch(/^\$/);
          expect(e.message, label).toBeTruthy();
        }
        const after = await readPage(s, name);
        expect(after.res.data.version, label).toBe(current.res.data.version);
        expect(after.value, label).toEqual(current.value);
        expect(await counts(s), label).toEqual(stored);
      }
    }
    // Both outcomes are exercised (hostile rich text alone is sanitised and accepted).
    expect(refused).toBeGreaterThan(CASES / 2);
    expect(accepted).toBeGreaterThan(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

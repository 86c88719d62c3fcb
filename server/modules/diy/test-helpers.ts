/** Shared by the publishing tests: the NiuShop samples, an admin caller, reading a page back. */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config.ts';
import type { Envelope } from '../../http/envelope.ts';
import type { TestServer } from '../../test/harness.ts';

export const SAMPLES = {
  home: 'diy_default1-home-DIY_VIEW_INDEX.json',
  member: 'diy_default1-member-center-DIY_VIEW_MEMBER_INDEX.json',
  category: 'diy_default1-goods-category-DIY_VIEW_GOODS_CATEGORY.json',
} as const;

export type Doc = { global: Record<string, unknown>; value: Array<Record<string, unknown>> };

/** A fresh copy of a NiuShop sample's document (`{global, value}`). */
export function sample(which: keyof typeof SAMPLES): Doc {
  return (JSON.parse(fs.readFileSync(path.join(repoRoot, 'fixtures/diy', SAMPLES[which]), 'utf8')) as { value: Doc }).value;
}

export interface Problem {
  path: string;
  message: string;
}

export interface Rejection {
  errors: Problem[];
  warnings: Problem[];
  unknown_types: string[];
}

export interface Published {
  id: number;
  name: string;
  title: string;
  version: number;
  format: 'niushop' | 'page';
  nodes: number;
  warnings: Problem[];
  restored_from?: number;
}

export interface Info {
  id: number;
  name: string;
  title: string;
  type: string;
  value: string;
  is_default: number;
  version: number;
  schema?: { schemaVersion: number; id: string; content: Array<{ id: string; type: string; props: Record<string, unknown> }>; meta?: Record<string, unknown> };
}

/** Calls the admin API with a token (mints one through /dev/admin-token on first use). */
export function adminCaller(s: TestServer) {
  let token = '';
  return {
    async token(): Promise<string> {
      if (!token) {
        const res = await s.call<{ token: string }>('/dev/admin-token');
        if (res.code !== 0) throw new Error(`/dev/admin-token: ${res.message}`);
        token = res.data.token;
      }
      return token;
    },
    async call<T = unknown>(p: string, params: Record<string, unknown> = {}, opts: { lang?: 'zh-cn' | 'en-us'; auth?: string | null } = {}): Promise<Envelope & { data: T }> {
      const auth = opts.auth === undefined ? `Bearer ${await this.token()}` : opts.auth;
      return s.call<T>(p, params, { lang: opts.lang ?? 'en-us', method: 'POST', ...(auth === null ? {} : { headers: { authorization: auth } }) });
    },
  };
}

/** `/api/diyview/info?name=` as a NiuShop client gets it: data, the parsed value, our page. */
export async function readPage(s: TestServer, name: string) {
  const res = await s.call<Info>('/api/diyview/info', { name });
  return { res, value: res.code === 0 ? (JSON.parse(res.data.value) as Record<string, unknown>) : null, schema: res.code === 0 ? res.data.schema : undefined };
}

/** Row count of the diy tables (to prove nothing was stored). */
export async function counts(s: TestServer) {
  const views = await s.db().selectFrom('diy_view').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const versions = await s.db().selectFrom('diy_view_version').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { views: Number(views.n), versions: Number(versions.n) };
}

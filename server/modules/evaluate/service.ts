import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { jsonParam } from '../../http/params.ts';
import { evaluateConfig } from '../goods/service.ts';
import { imageList, ownImages } from './images.ts';

export const MAX_EVALUATE_IMAGES = 6;
export const MAX_CONTENT = 500;
const DEFAULT_CONTENT = '此用户没有填写评价。';

interface AddItem {
  order_goods_id: number;
  content: string;
  images: string;
  scores: number;
  explain_type: number;
}

interface AgainItem {
  order_goods_id: number;
  again_content: string;
  again_images: string;
}

const itemError = (index: number, name: string) => new ApiError(Code.ERROR, 'EVALUATE_ITEM_INVALID', { index: index + 1, name });

function intIn(v: unknown, min: number, max: number): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

function text(v: unknown, index: number, name: string, max: number): string {
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string' && typeof v !== 'number') throw itemError(index, name);
  const s = String(v).trim();
  if ([...s].length > max) throw new ApiError(Code.ERROR, 'EVALUATE_CONTENT_TOO_LONG', { index: index + 1, max });
  return s;
}

function itemsOf(params: Record<string, unknown>): Array<Record<string, unknown>> {
  const raw = jsonParam<unknown>(params, 'goods_evaluate', null);
  const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw) : null;
  if (!list || list.length === 0) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'goods_evaluate' });
  if (list.length > 100) throw new ApiError(Code.ERROR, 'PARAM_TOO_LONG', { name: 'goods_evaluate' });
  return list.map((x, i) => {
    if (!x || typeof x !== 'object' || Array.isArray(x)) throw itemError(i, 'goods_evaluate');
    return x as Record<string, unknown>;
  });
}

function parseAddItems(params: Record<string, unknown>): AddItem[] {
  const seen = new Set<number>();
  return itemsOf(params).map((x, i) => {
    const order_goods_id = intIn(x.order_goods_id, 1, 2_147_483_647);
    if (order_goods_id === null) throw itemError(i, 'order_goods_id');
    if (seen.has(order_goods_id)) throw itemError(i, 'order_goods_id');
    seen.add(order_goods_id);
    const scores = x.scores === undefined || x.scores === '' ? 5 : intIn(x.scores, 1, 5);
    if (scores === null) throw itemError(i, 'scores');
    const explain = x.explain_type === undefined || x.explain_type === '' ? (scores >= 4 ? 1 : scores === 3 ? 2 : 3) : intIn(x.explain_type, 1, 3);
    if (explain === null) throw itemError(i, 'explain_type');
    return { order_goods_id, content: text(x.content, i, 'content', MAX_CONTENT), images: imageList(x.images, MAX_EVALUATE_IMAGES, 'images'), scores, explain_type: explain };
  });
}

function parseAgainItems(params: Record<string, unknown>): AgainItem[] {
  const seen = new Set<number>();
  return itemsOf(params).map((x, i) => {
    const order_goods_id = intIn(x.order_goods_id, 1, 2_147_483_647);
    if (order_goods_id === null || seen.has(order_goods_id)) throw itemError(i, 'order_goods_id');
    seen.add(order_goods_id);
    const again_content = text(x.again_content, i, 'again_content', MAX_CONTENT);
    if (!again_content) throw new ApiError(Code.ERROR, 'EVALUATE_AGAIN_CONTENT_REQUIRED', { index: i + 1 });
    return { order_goods_id, again_content, again_images: imageList(x.again_images, MAX_EVALUATE_IMAGES, 'again_images') };
  });
}

type Trx = Kysely<Database>;

async function lockOwnOrder(trx: Trx, member_id: number, order_id: number) {
  const o = await trx
    .selectFrom('order')
    .select(['order_id', 'order_no', 'member_id', 'order_status', 'is_evaluate', 'evaluate_status', 'is_delete'])
    .where('order_id', '=', order_id)
    .forUpdate()
    .executeTakeFirst();
  if (!o || o.member_id !== member_id || o.is_delete) throw new ApiError(Code.ERROR, 'EVALUATE_ORDER_NOT_FOUND');
  return o;
}

export const evaluateService = {
  /**
   * `/api/goodsevaluate/add`: the first review of a received (4) or finished (10) order of the
   * member, once. Sku facts, member name and avatar come from the server, never the request. Reviews
   * wait for audit when ORDER_EVALUATE_CONFIG.evaluate_audit is 1 (as NiuShop); the goods' review
   * count grows at once only for reviews shown without audit. Returns how many reviews were written.
   */
  async add(db: Kysely<Database>, member_id: number, params: Record<string, unknown> & { order_id: number; is_anonymous?: number }, now: number): Promise<number> {
    const items = parseAddItems(params);
    for (const it of items) await ownImages(db, member_id, it.images, 'images');
    const cfg = await evaluateConfig(db);
    if (Number(cfg.evaluate_status) === 0) throw new ApiError(Code.ERROR, 'EVALUATE_CLOSED');
    const shown = Number(cfg.evaluate_audit) === 1 ? 0 : 1;
    return db.transaction().execute(async (trx) => {
      const o = await lockOwnOrder(trx, member_id, params.order_id);
      if (o.order_status !== 4 && o.order_status !== 10) throw new ApiError(Code.ERROR, 'EVALUATE_ORDER_NOT_RECEIVED');
      if (o.is_evaluate !== 1 || o.evaluate_status !== 0) throw new ApiError(Code.ERROR, 'EVALUATE_ALREADY');
      const goods = await trx
        .selectFrom('order_goods')
        .select(['order_goods_id', 'goods_id', 'sku_id', 'sku_name', 'sku_image', 'price', 'evaluate_status'])
        .where('order_id', '=', o.order_id)
        .execute();
      const byId = new Map(goods.map((g) => [g.order_goods_id, g]));
      items.forEach((it, i) => {
        const g = byId.get(it.order_goods_id);
        if (!g) throw itemError(i, 'order_goods_id');
        if (g.evaluate_status !== 0) throw new ApiError(Code.ERROR, 'EVALUATE_ALREADY');
      });
      const m = await trx.selectFrom('member').select(['nickname', 'username', 'headimg']).where('member_id', '=', member_id).executeTakeFirst();
      const anonymous = params.is_anonymous === 1 ? 1 : 0;
      await trx
        .insertInto('goods_evaluate')
        .values(
          items.map((it) => {
            const g = byId.get(it.order_goods_id)!;
            return {
              order_id: o.order_id,
              order_no: o.order_no,
              order_goods_id: g.order_goods_id,
              goods_id: g.goods_id,
              sku_id: g.sku_id,
              sku_name: g.sku_name,
              sku_price: g.price,
              sku_image: g.sku_image,
              member_id,
              member_name: m?.nickname || m?.username || '',
              member_headimg: m?.headimg ?? '',
              content: it.content || DEFAULT_CONTENT,
              images: it.images,
              scores: it.scores,
              explain_type: it.explain_type,
              is_anonymous: anonymous,
              is_show: 1,
              is_audit: shown,
              create_time: now,
            };
          }),
        )
        .execute();
      await trx
        .updateTable('order_goods')
        .set({ is_evaluate: 1, evaluate_status: 1 })
        .where('order_id', '=', o.order_id)
        .where('order_goods_id', 'in', items.map((it) => it.order_goods_id))
        .execute();
      await trx.updateTable('order').set({ is_evaluate: 1, evaluate_status: 1, evaluate_status_name: '已评价' }).where('order_id', '=', o.order_id).execute();
      if (shown) {
        const perGoods = new Map<number, number>();
        for (const it of items) {
          const gid = byId.get(it.order_goods_id)!.goods_id;
          perGoods.set(gid, (perGoods.get(gid) ?? 0) + 1);
        }
        for (const [goods_id, n] of [...perGoods].sort((a, b) => a[0] - b[0])) {
          await trx.updateTable('goods').set((eb) => ({ evaluate: eb('evaluate', '+', n) })).where('goods_id', '=', goods_id).execute();
        }
      }
      return items.length;
    });
  },

  /** `/api/goodsevaluate/again`: one follow-up per reviewed item of an order reviewed once (status 1 → 2). */
  async again(db: Kysely<Database>, member_id: number, params: Record<string, unknown> & { order_id: number }, now: number): Promise<number> {
    const items = parseAgainItems(params);
    for (const it of items) await ownImages(db, member_id, it.again_images, 'again_images');
    const cfg = await evaluateConfig(db);
    if (Number(cfg.evaluate_status) === 0) throw new ApiError(Code.ERROR, 'EVALUATE_CLOSED');
    return db.transaction().execute(async (trx) => {
      const o = await lockOwnOrder(trx, member_id, params.order_id);
      if (o.evaluate_status === 0) throw new ApiError(Code.ERROR, 'EVALUATE_NOT_YET');
      if (o.evaluate_status !== 1) throw new ApiError(Code.ERROR, 'EVALUATE_AGAIN_ALREADY');
      const rows = await trx
        .selectFrom('goods_evaluate')
        .select(['evaluate_id', 'order_goods_id', 'again_time'])
        .where('order_id', '=', o.order_id)
        .where('member_id', '=', member_id)
        .execute();
      const byGoods = new Map(rows.map((r) => [r.order_goods_id, r]));
      items.forEach((it, i) => {
        const r = byGoods.get(it.order_goods_id);
        if (!r) throw itemError(i, 'order_goods_id');
        if (Number(r.again_time) > 0) throw new ApiError(Code.ERROR, 'EVALUATE_AGAIN_ALREADY');
      });
      for (const it of items) {
        await trx
          .updateTable('goods_evaluate')
          .set({ again_content: it.again_content, again_images: it.again_images, again_time: now, again_is_audit: Number(cfg.evaluate_audit) === 1 ? 0 : 1 })
          .where('evaluate_id', '=', byGoods.get(it.order_goods_id)!.evaluate_id)
          .execute();
      }
      await trx
        .updateTable('order_goods')
        .set({ evaluate_status: 2 })
        .where('order_id', '=', o.order_id)
        .where('order_goods_id', 'in', items.map((it) => it.order_goods_id))
        .execute();
      await trx.updateTable('order').set({ is_evaluate: 0, evaluate_status: 2, evaluate_status_name: '已追评' }).where('order_id', '=', o.order_id).execute();
      return items.length;
    });
  },
};

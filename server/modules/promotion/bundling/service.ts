/**
 * Bundling (NiuShop's `bundling` addon, niushop-promotions.md §7): a package of skus at a package
 * price, bought `num` packages at a time (every sku × num). The package money is apportioned over
 * its lines by their own prices (the last line takes the remainder); the shop pays the delivery when
 * `shipping_fee_type` is 1; only an open package (status 1) sells. Sale stock only.
 */
import type { Selectable } from 'kysely';
import type { PromotionBundlingGoodsTable, PromotionBundlingTable } from '../../../db/tables/promotion.ts';
import { ApiError, Code } from '../../../http/errors.ts';
import type { Params } from '../../../http/params.ts';
import type { Lang } from '../../../i18n/index.ts';
import type { Db } from '../../cart/sku.ts';
import { translation } from '../../content/i18n.ts';
import { yuan } from '../../goods/format.ts';
import type { PromotionCalcInput, PromotionHook } from '../../order/promotion.ts';
import { apportion } from '../apportion.ts';

export const BUNDLING = 'bundling';
const MAX_PACKAGES = 999;
type Bundle = Selectable<PromotionBundlingTable>;
type BundleGoods = Selectable<PromotionBundlingGoodsTable>;

const err = (key: string, vars?: Record<string, string | number>) => new ApiError(Code.ERROR, key, vars);

const bundleById = (db: Db, id: number) => db.selectFrom('promotion_bundling').selectAll().where('bl_id', '=', id).executeTakeFirst();
const bundleGoods = (db: Db, ids: number[]) =>
  ids.length ? db.selectFrom('promotion_bundling_goods').selectAll().where('bl_id', 'in', ids).orderBy('bl_id').orderBy('id').execute() : Promise.resolve([] as BundleGoods[]);

/** The packages with their goods as the shopper sees them (sku stock and on-sale state read now). */
async function present(db: Db, bundles: Bundle[], lang?: Lang) {
  const goods = await bundleGoods(db, bundles.map((b) => b.bl_id));
  const skuIds = [...new Set(goods.map((g) => g.sku_id))];
  const skus = skuIds.length
    ? await db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.goods_id', 's.goods_id').select(['s.sku_id', 's.stock', 's.discount_price', 's.sku_name', 's.sku_image', 'g.goods_name', 'g.goods_state', 'g.is_delete', 's.i18n as s_i18n', 'g.i18n as g_i18n']).where('s.sku_id', 'in', skuIds).execute()
    : [];
  return bundles.map((b) => {
    const items = goods.filter((g) => g.bl_id === b.bl_id).map((g) => {
      const k = skus.find((x) => x.sku_id === g.sku_id);
      return {
        id: g.id,
        bl_id: b.bl_id,
        goods_id: g.goods_id,
        sku_id: g.sku_id,
        sku_name: (k && translation(k.s_i18n, 'sku_name', lang)) ?? k?.sku_name ?? g.sku_name,
        goods_name: (k && translation(k.g_i18n, 'goods_name', lang)) ?? k?.goods_name ?? '',
        sku_image: k?.sku_image ?? g.sku_image,
        price: yuan(k?.discount_price ?? g.price),
        promotion_price: yuan(g.promotion_price),
        stock: k && k.goods_state === 1 && k.is_delete === 0 ? k.stock : 0,
      };
    });
    return {
      bl_id: b.bl_id,
      bl_name: b.bl_name,
      bl_price: yuan(b.bl_price),
      goods_money: yuan(b.goods_money),
      shipping_fee_type: b.shipping_fee_type,
      status: b.status,
      bundling_goods: items,
      bundling_goods_count: items.length,
    };
  });
}

/** `/bundling/api/bundling/lists`: the open packages that contain the sku (goods detail's 优惠套餐 strip). */
export async function bundlingLists(db: Db, params: Params, lang?: Lang) {
  const skuId = Number(params.sku_id);
  if (!Number.isSafeInteger(skuId) || skuId <= 0) throw err('MISSING_PARAM', { name: 'sku_id' });
  const bundles = await db
    .selectFrom('promotion_bundling')
    .selectAll()
    .where('status', '=', 1)
    .where('bl_id', 'in', (eb) => eb.selectFrom('promotion_bundling_goods').select('bl_id').where('sku_id', '=', skuId))
    .orderBy('bl_id', 'desc')
    .limit(20)
    .execute();
  return present(db, bundles, lang);
}

/** `/bundling/api/bundling/detail`: one package with its goods (null when unknown). */
export async function bundlingDetail(db: Db, params: Params, lang?: Lang) {
  const id = Number(params.bl_id ?? params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw err('MISSING_PARAM', { name: 'bl_id' });
  const b = await bundleById(db, id);
  return b ? (await present(db, [b], lang))[0] : null;
}

export const bundlingHook: PromotionHook = {
  type: BUNDLING,
  async quote(db, ref, lines) {
    const b = await bundleById(db, ref.id);
    if (!b) throw err('BUNDLING_NOT_EXIST');
    const items = await bundleGoods(db, [b.bl_id]);
    const num = ref.data?.num ?? 0;
    // every sku of the package, `num` times each, nothing else
    if (!items.length || items.length !== lines.length || lines.some((l) => l.num !== num || !items.some((i) => i.sku_id === l.sku_id))) throw err('BUNDLING_NOT_EXIST');
    const prices = await db.selectFrom('goods_sku').select(['sku_id', 'discount_price']).where('sku_id', 'in', lines.map((l) => l.sku_id)).execute();
    const parts = apportion(b.bl_price * num, lines.map((l) => (prices.find((p) => p.sku_id === l.sku_id)?.discount_price ?? 0) * l.num));
    const money = new Map(lines.map((l, i) => [l.sku_id, parts[i]!]));
    return { money, free_delivery: b.shipping_fee_type === 1, ...(b.status !== 1 ? { error: err('BUNDLING_CLOSED') } : {}) };
  },
};

/** The goods of `/bundling/api/ordercreate/payment`: `bl_id` and `num` packages (default 1). */
export async function bundlingOrderInput(db: Db, params: Params): Promise<PromotionCalcInput> {
  if (params.bl_id === undefined) throw err('ORDER_GOODS_REQUIRED');
  const b = await bundleById(db, Number(params.bl_id));
  if (!b) throw err('BUNDLING_NOT_EXIST');
  if (b.status !== 1) throw err('BUNDLING_CLOSED');
  const num = params.num === undefined || params.num === '' ? 1 : Number(params.num);
  if (!Number.isSafeInteger(num) || num <= 0 || num > MAX_PACKAGES) throw err('INVALID_PARAM', { name: 'num' });
  const items = await bundleGoods(db, [b.bl_id]);
  return { cart_ids: [], lines: items.map((i) => ({ sku_id: i.sku_id, num })), promotion: { type: BUNDLING, id: b.bl_id, data: { num } } };
}

/** `bunding_info` (NiuShop's spelling) of the payment answer: the package. */
export async function bundlingInfoOf(db: Db, input: PromotionCalcInput) {
  const b = input.promotion ? await bundleById(db, input.promotion.id) : undefined;
  const info = b ? { bl_id: b.bl_id, bl_name: b.bl_name, bl_price: yuan(b.bl_price), shipping_fee_type: b.shipping_fee_type, status: b.status, num: input.promotion?.data?.num ?? 1 } : null;
  return { bunding_info: info, bundling_info: info };
}

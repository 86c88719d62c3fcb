import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { idList } from './stock.ts';
import { likeWord, pageResult, yuan } from './format.ts';
import { promotionAddonOf } from '../promotion/listAddon.ts';
import type { Lang } from '../../i18n/index.ts';
import { textIn, translation } from '../content/i18n.ts';

type Db = Kysely<Database>;
type GS = Database & { g: Database['goods']; s: Database['goods_sku'] };
type EB = ExpressionBuilder<GS, 'g' | 's'>;

// ── categories ──────────────────────────────────────────────────────────────────────────────

export interface CategoryNode {
  category_id: number;
  category_name: string;
  short_name: string;
  pid: number;
  level: number;
  image: string;
  image_adv: string;
  icon: string;
  link_url: string;
  is_recommend: number;
  category_id_1: number;
  category_id_2: number;
  category_id_3: number;
  child_list?: CategoryNode[];
}

const categoryColumns = [
  'category_id',
  'pid',
  'level',
  'image',
  'image_adv',
  'icon',
  'link_url',
  'is_recommend',
  'category_id_1',
  'category_id_2',
  'category_id_3',
] as const;

/** A category's names in the reader's language (goods_category.i18n; the row's own names without one). */
const categoryNames = (lang: Lang | undefined) => [textIn(lang, 'goods_category', 'category_name').as('category_name'), textIn(lang, 'goods_category', 'short_name').as('short_name')];

/** Visible categories (is_show 0) up to `level`, ordered sort asc, category_id desc; names in `lang`. */
export async function categoryList(db: Db, level: number, lang?: Lang): Promise<CategoryNode[]> {
  return db
    .selectFrom('goods_category')
    .select(categoryColumns)
    .select(categoryNames(lang))
    .where('is_show', '=', 0)
    .where('level', '<=', level)
    .orderBy('level')
    .orderBy('sort')
    .orderBy('category_id', 'desc')
    .execute();
}

/** The tree: a child whose parent is hidden is left out with it. */
export async function categoryTree(db: Db, level: number, lang?: Lang): Promise<CategoryNode[]> {
  const rows = await categoryList(db, level, lang);
  const byId = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node: CategoryNode = { ...r };
    if (r.level < level) node.child_list = [];
    byId.set(r.category_id, node);
    if (r.level === 1) roots.push(node);
    else byId.get(r.pid)?.child_list?.push(node);
  }
  return roots;
}

export async function categoryInfo(db: Db, categoryId: number, lang?: Lang): Promise<Record<string, unknown> | null> {
  const found = await db.selectFrom('goods_category').selectAll().where('category_id', '=', categoryId).where('is_show', '=', 0).executeTakeFirst();
  if (!found) return null;
  const { i18n, ...own } = found;
  const row = { ...own, category_name: translation(i18n, 'category_name', lang) ?? own.category_name, short_name: translation(i18n, 'short_name', lang) ?? own.short_name };
  const chainIds = [row.category_id_1, row.category_id_2, row.category_id_3].filter((n) => n > 0);
  const chain = await db.selectFrom('goods_category').select(['category_id']).select(categoryNames(lang)).where('category_id', 'in', chainIds).execute();
  const names = chainIds.map((id) => chain.find((c) => c.category_id === id)?.category_name ?? '');
  // Children when it has any, else its siblings (as NiuShop).
  let children = await db.selectFrom('goods_category').select(categoryColumns).select(categoryNames(lang)).where('pid', '=', row.category_id).where('is_show', '=', 0).orderBy('sort').orderBy('category_id', 'desc').execute();
  if (children.length === 0) {
    children = await db.selectFrom('goods_category').select(categoryColumns).select(categoryNames(lang)).where('pid', '=', row.pid).where('level', '=', row.level).where('is_show', '=', 0).orderBy('sort').orderBy('category_id', 'desc').execute();
  }
  return { ...row, category_full_name: names.join('$_SPLIT_$'), child_list: children };
}

// ── goods lists ─────────────────────────────────────────────────────────────────────────────

export interface GoodsFilter {
  keyword?: string;
  category_id?: number;
  brand_id?: number;
  min_price?: number;
  max_price?: number;
  is_free_shipping?: number;
  goods_ids?: number[];
  coupon?: number;
}

export type GoodsOrder = 'sale_num' | 'discount_price' | 'create_time' | 'sort' | 'default';

export interface CouponScope {
  goods_type: number;
  goods_ids: number[];
  category_ids: number[];
}

export async function couponScope(db: Db, couponTypeId: number): Promise<CouponScope | null> {
  const t = await db.selectFrom('promotion_coupon_type').select(['goods_type', 'goods_ids', 'category_ids']).where('coupon_type_id', '=', couponTypeId).executeTakeFirst();
  return t ? { goods_type: t.goods_type, goods_ids: idList(t.goods_ids), category_ids: idList(t.category_ids) } : null;
}

function inCategories(eb: EB, ids: number[]): Expression<SqlBool> {
  return eb.exists(eb.selectFrom('goods_category_rel as r').select('r.goods_id').whereRef('r.goods_id', '=', 'g.goods_id').where('r.category_id', 'in', ids));
}

/** The scope of a coupon as a condition on goods `g`. */
export function scopeCondition(eb: EB, scope: CouponScope): Expression<SqlBool> {
  const none = sql<SqlBool>`false`;
  switch (scope.goods_type) {
    case 2:
      return scope.goods_ids.length ? eb('g.goods_id', 'in', scope.goods_ids) : none;
    case 3:
      return scope.goods_ids.length ? eb('g.goods_id', 'not in', scope.goods_ids) : sql<SqlBool>`true`;
    case 4:
      return scope.category_ids.length ? inCategories(eb, scope.category_ids) : none;
    case 5:
      return scope.category_ids.length ? eb.not(inCategories(eb, scope.category_ids)) : sql<SqlBool>`true`;
    default:
      return sql<SqlBool>`true`;
  }
}

function conditions(eb: EB, f: GoodsFilter, scope: CouponScope | null, lang?: Lang): Expression<SqlBool> {
  const c: Expression<SqlBool>[] = [eb('g.goods_state', '=', 1), eb('g.is_delete', '=', 0)];
  const words = (f.keyword ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  for (const w of words) {
    const pat = likeWord(w);
    const names = [eb('g.goods_name', 'ilike', pat), eb('g.introduction', 'ilike', pat), eb('g.keywords', 'ilike', pat), eb('s.sku_name', 'ilike', pat)];
    // the shopper's language too: a name the shopper sees is a name the shopper can search
    if (lang && lang !== 'zh-cn') names.push(eb(textIn(lang, 'g', 'goods_name'), 'ilike', pat), eb(textIn(lang, 's', 'sku_name'), 'ilike', pat));
    c.push(eb.or(names));
  }
  if (f.category_id) c.push(inCategories(eb, [f.category_id]));
  if (f.brand_id) c.push(eb('g.brand_id', '=', f.brand_id));
  if (f.min_price !== undefined) c.push(eb('s.discount_price', '>=', f.min_price));
  if (f.max_price !== undefined) c.push(eb('s.discount_price', '<=', f.max_price));
  if (f.is_free_shipping === 1) c.push(eb('g.is_free_shipping', '=', 1));
  if (f.goods_ids && f.goods_ids.length) c.push(eb('g.goods_id', 'in', f.goods_ids));
  if (scope) c.push(scopeCondition(eb, scope));
  return eb.and(c);
}

/** The merchant texts of a goods/sku row in the reader's language (goods.i18n, goods_sku.i18n). */
export const goodsTexts = (lang: Lang | undefined) => [textIn(lang, 'g', 'goods_name').as('goods_name'), textIn(lang, 's', 'sku_name').as('sku_name'), textIn(lang, 'g', 'unit').as('unit')];

const listColumns = [
  'g.goods_id',
  's.sku_id',
  's.price',
  's.market_price',
  's.discount_price',
  's.stock',
  'g.sale_num',
  'g.virtual_sale',
  's.sku_image',
  'g.goods_image',
  'g.is_free_shipping',
  'g.introduction',
  's.promotion_type',
  'g.goods_stock',
  'g.goods_spec_format',
  'g.recommend_way',
  'g.max_buy',
  'g.min_buy',
  'g.is_limit',
  'g.limit_type',
  'g.label_name',
  'g.stock_show',
  'g.sale_show',
  'g.market_price_show',
  'g.barrage_show',
  'g.sale_channel',
  'g.goods_class',
  'g.goods_class_name',
  'g.brand_id',
  'g.brand_name',
  'g.category_id',
  'g.create_time',
] as const;

type ListRow = {
  goods_id: number;
  sku_id: number;
  sku_name: string;
  goods_name: string;
  price: number;
  market_price: number;
  discount_price: number;
  stock: number;
  sale_num: number;
  virtual_sale: number;
  sku_image: string;
  goods_image: string;
  is_free_shipping: number;
  introduction: string;
  promotion_type: number;
  goods_stock: number;
  goods_spec_format: unknown;
  recommend_way: number;
  max_buy: number;
  min_buy: number;
  unit: string;
  is_limit: number;
  limit_type: number;
  label_name: string;
  stock_show: number;
  sale_show: number;
  market_price_show: number;
  barrage_show: number;
  sale_channel: string;
  goods_class: number;
  goods_class_name: string;
  brand_id: number;
  brand_name: string;
  category_id: string;
  create_time: number;
};

/** One goods (its default sku) as NiuShop's list item; money in yuan strings. */
export function listItem(r: ListRow): Record<string, unknown> {
  return {
    goods_id: r.goods_id,
    sku_id: r.sku_id,
    sku_name: r.sku_name,
    goods_name: r.goods_name,
    price: yuan(r.price),
    market_price: yuan(r.market_price),
    discount_price: yuan(r.discount_price),
    member_price: '',
    stock: r.stock,
    goods_stock: r.goods_stock,
    sale_num: r.sale_num + r.virtual_sale,
    sale_sort: 0,
    sku_image: r.sku_image,
    goods_image: r.goods_image,
    site_id: 1,
    is_free_shipping: r.is_free_shipping,
    introduction: r.introduction,
    promotion_type: r.promotion_type,
    promotion_addon: '',
    is_virtual: r.goods_class === 1 ? 0 : 1,
    goods_class: r.goods_class,
    goods_class_name: r.goods_class_name,
    goods_spec_format: JSON.stringify(r.goods_spec_format ?? []),
    recommend_way: r.recommend_way,
    max_buy: r.max_buy,
    min_buy: r.min_buy,
    unit: r.unit,
    is_limit: r.is_limit,
    limit_type: r.limit_type,
    label_name: r.label_name,
    stock_show: r.stock_show,
    sale_show: r.sale_show,
    market_price_show: r.market_price_show,
    barrage_show: r.barrage_show,
    sale_channel: r.sale_channel,
    sale_store: 'all',
    is_consume_discount: 0,
    discount_config: 0,
    discount_method: '',
    brand_id: r.brand_id,
    brand_name: r.brand_name,
    category_id: r.category_id,
    create_time: r.create_time,
  };
}

export interface ListOptions {
  order?: GoodsOrder;
  sort?: 'asc' | 'desc';
  limit: number;
  offset: number;
  /** goods with stock before sold-out ones (diy components) */
  inStockFirst?: boolean;
  /** cap on the total (diy `num`) */
  maxTotal?: number;
  /** the clock of the rows' promotion_addon (the services' now; the wall clock when not given) */
  now?: number;
  /** the reader's language: goods names, sku names and units in it (else the shop's own) */
  lang?: Lang;
}

export async function goodsList(db: Db, f: GoodsFilter, o: ListOptions): Promise<{ count: number; list: Record<string, unknown>[] }> {
  let scope: CouponScope | null = null;
  if (f.coupon) {
    scope = await couponScope(db, f.coupon);
    if (!scope) return { count: 0, list: [] };
  }
  const base = db
    .selectFrom('goods as g')
    .innerJoin('goods_sku as s', 's.sku_id', 'g.sku_id')
    .where((eb) => conditions(eb as unknown as EB, f, scope, o.lang));
  const countRow = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  let count = Number(countRow?.n ?? 0);
  if (o.maxTotal !== undefined && o.maxTotal > 0) count = Math.min(count, o.maxTotal);
  let limit = o.limit;
  if (o.maxTotal !== undefined && o.maxTotal > 0) limit = Math.max(0, Math.min(limit, o.maxTotal - o.offset));
  if (count === 0 || limit === 0) return { count, list: [] };

  let q = base.select(listColumns).select(goodsTexts(o.lang));
  if (o.inStockFirst) q = q.orderBy(sql`(g.goods_stock > 0)`, 'desc');
  const dir = o.sort === 'asc' ? 'asc' : 'desc';
  switch (o.order) {
    case 'sale_num':
      q = q.orderBy(sql`(g.sale_num + g.virtual_sale)`, dir);
      break;
    case 'discount_price':
      q = q.orderBy('s.discount_price', o.sort === 'desc' ? 'desc' : 'asc');
      break;
    case 'create_time':
      q = q.orderBy('g.create_time', dir);
      break;
    case 'sort':
      q = q.orderBy('g.sort', o.sort === 'desc' ? 'desc' : 'asc');
      break;
    default:
      q = q.orderBy('g.sort', 'asc').orderBy('g.create_time', 'desc');
  }
  q = q.orderBy('g.goods_id', 'desc');
  const rows = (await q.limit(limit).offset(o.offset).execute()) as unknown as ListRow[];
  // the promotions each goods is in now (NiuShop's promotion_addon: the list's tags), one batch per page
  const addon = await promotionAddonOf(db, rows.map((r) => r.goods_id), o.now ?? Math.floor(Date.now() / 1000));
  return {
    count,
    list: rows.map((r) => {
      const item = listItem(r);
      const a = addon.get(r.goods_id);
      return a ? { ...item, promotion_addon: JSON.stringify(a) } : item;
    }),
  };
}

export async function goodsPage(db: Db, f: GoodsFilter, o: ListOptions, size: number) {
  const { count, list } = await goodsList(db, f, o);
  return pageResult(count, size, list);
}

// ── sku detail ──────────────────────────────────────────────────────────────────────────────

const skuColumns = [
  's.sku_id',
  's.goods_id',
  's.sku_no',
  's.sku_spec_format',
  's.price',
  's.market_price',
  's.discount_price',
  's.promotion_type',
  's.stock',
  's.click_num',
  's.sale_num as sku_sale_num',
  's.collect_num',
  's.sku_image',
  's.sku_images',
  's.weight',
  's.volume',
  's.goods_spec_format as sku_goods_spec_format',
  'g.goods_content',
  'g.goods_state',
  'g.is_delete',
  'g.is_free_shipping',
  'g.goods_attr_format',
  'g.introduction',
  'g.video_url',
  'g.goods_class',
  'g.goods_class_name',
  'g.goods_service_ids',
  'g.max_buy',
  'g.min_buy',
  'g.is_limit',
  'g.limit_type',
  'g.support_trade_type',
  'g.goods_image',
  'g.keywords',
  'g.stock_show',
  'g.sale_show',
  'g.market_price_show',
  'g.barrage_show',
  'g.evaluate',
  'g.sale_channel',
  'g.label_name',
  'g.category_id',
  'g.brand_id',
  'g.brand_name',
  'g.sale_num',
  'g.virtual_sale',
  'g.goods_stock',
  'g.shipping_template',
  'g.recommend_way',
] as const;

function skuQuery(db: Db, lang: Lang | undefined) {
  return db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.goods_id', 's.goods_id').select(skuColumns).select(goodsTexts(lang));
}

/** One sku with its goods: by sku id, or the default sku of a goods; its texts in `lang` (else the shop's own). */
export async function skuRow(db: Db, by: { sku_id?: number; goods_id?: number }, lang?: Lang) {
  let q = skuQuery(db, lang);
  if (by.sku_id) q = q.where('s.sku_id', '=', by.sku_id);
  else q = q.whereRef('s.sku_id', '=', 'g.sku_id').where('g.goods_id', '=', by.goods_id ?? 0);
  return q.executeTakeFirst();
}

/** Every sku of a goods with its goods, in sku id order (one query). */
export async function skuRowsOfGoods(db: Db, goodsId: number, lang?: Lang) {
  return skuQuery(db, lang).where('s.goods_id', '=', goodsId).orderBy('s.sku_id').execute();
}

export type SkuRow = NonNullable<Awaited<ReturnType<typeof skuRow>>>;

/** The sku/goods columns of `goods_sku_detail` (no member-specific fields). */
export function skuDetailBase(r: SkuRow): Record<string, unknown> {
  const images = r.goods_image ? r.goods_image.split(',') : [];
  const skuImages = r.sku_images ? r.sku_images.split(',') : [];
  return {
    goods_id: r.goods_id,
    sku_id: r.sku_id,
    qr_id: 0,
    goods_name: r.goods_name,
    sku_name: r.sku_name,
    sku_no: r.sku_no,
    sku_spec_format: JSON.stringify(r.sku_spec_format ?? []),
    price: yuan(r.price),
    market_price: yuan(r.market_price),
    discount_price: yuan(r.discount_price),
    member_price: '',
    promotion_type: r.promotion_type,
    start_time: 0,
    end_time: 0,
    stock: r.stock,
    goods_stock: r.goods_stock,
    click_num: r.click_num,
    sale_num: r.sale_num + r.virtual_sale,
    collect_num: r.collect_num,
    sku_image: r.sku_image,
    sku_images: r.sku_images,
    goods_content: r.goods_content,
    goods_state: r.goods_state,
    is_free_shipping: r.is_free_shipping,
    goods_spec_format: JSON.stringify(r.sku_goods_spec_format ?? []),
    goods_attr_format: JSON.stringify(r.goods_attr_format ?? []),
    introduction: r.introduction,
    unit: r.unit,
    video_url: r.video_url,
    is_virtual: r.goods_class === 1 ? 0 : 1,
    goods_class: r.goods_class,
    goods_class_name: r.goods_class_name,
    goods_service_ids: r.goods_service_ids,
    max_buy: r.max_buy,
    min_buy: r.min_buy,
    is_limit: r.is_limit,
    limit_type: r.limit_type,
    support_trade_type: r.support_trade_type,
    goods_image: r.goods_image,
    keywords: r.keywords,
    stock_show: r.stock_show,
    sale_show: r.sale_show,
    market_price_show: r.market_price_show,
    barrage_show: r.barrage_show,
    promotion_addon: '',
    evaluate: r.evaluate,
    sale_store: 'all',
    sale_channel: r.sale_channel,
    label_name: r.label_name,
    category_id: r.category_id,
    brand_id: r.brand_id,
    brand_name: r.brand_name,
    weight: r.weight,
    volume: String(r.volume),
    recommend_way: r.recommend_way,
    is_fenxiao: 0,
    fenxiao_type: 1,
    is_consume_discount: 0,
    discount_config: 0,
    discount_method: '',
    purchased_num: 0,
    goods_promotion: [],
    sku_images_list: skuImages,
    sku_image_list: skuImages,
    goods_image_list: images,
  };
}

export function assertSkuOnSale(r: SkuRow | undefined): r is SkuRow {
  return !!r && r.is_delete === 0 && r.goods_state === 1;
}

export function requireId(v: unknown, name: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name });
  return n;
}

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { translate, type Lang } from '../../i18n/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface FreightLine {
  sku_id: number;
  num: number;
  /** the line's goods money in fen for the free-shipping threshold; default discount_price × num */
  money?: number;
  /** the sku's freight facts when the caller has read them already (the order calculator): no query for them */
  sku?: FreightSku;
}

/** What freight needs to know of a sku and its goods. */
export interface FreightSku {
  weight: number;
  discount_price: number;
  goods_name: string;
  is_free_shipping: number;
  shipping_template: number;
  goods_class: number;
}

/** The delivery address parts a template item can match (NiuShop area ids, e.g. 310000 / 310100 / 310106). */
export interface FreightAddress {
  province_id?: number;
  city_id?: number;
  district_id?: number;
}

interface Item {
  template_id: number;
  area_ids: string;
  first_num: number;
  first_fee: number;
  continue_num: number;
  continue_fee: number;
  free_money: number;
}

/** first_fee for the first `first_num` units, continue_fee per started `continue_num` units after. */
export function feeFor(item: Pick<Item, 'first_num' | 'first_fee' | 'continue_num' | 'continue_fee'>, amount: number): number {
  if (amount <= 0) return 0;
  if (amount <= item.first_num) return item.first_fee;
  return item.first_fee + Math.ceil((amount - item.first_num) / item.continue_num) * item.continue_fee;
}

/** The item of a template for an address: a specific area (district, then city, then province) before 'all'. */
export function itemFor(items: Item[], address: FreightAddress | null): Item | undefined {
  const ids = [address?.district_id, address?.city_id, address?.province_id].filter((n): n is number => !!n && n > 0);
  for (const id of ids) {
    const hit = items.find((i) => i.area_ids !== 'all' && i.area_ids.includes(`,${id},`));
    if (hit) return hit;
  }
  return items.find((i) => i.area_ids === 'all');
}

/**
 * Express freight in fen for the order lines. Free-shipping goods are left out; the rest are grouped
 * by delivery template (a goods without one uses the default template; none at all → free). Per
 * template: the address's item (or 'all'), by item count (fee_type 1) or by weight in grams
 * (fee_type 2), first + continued fee; free when the template's goods money reaches the item's
 * free_money (> 0). Throws DELIVERY_AREA_UNSUPPORTED (naming a goods) when a template has no item
 * for the address.
 */
export async function computeFreight(db: Db, lines: FreightLine[], address: FreightAddress | null): Promise<number> {
  const wanted = lines.filter((l) => l.num > 0);
  if (wanted.length === 0) return 0;
  const bySku = new Map<number, FreightSku>();
  for (const l of wanted) if (l.sku) bySku.set(l.sku_id, l.sku);
  const unknown = [...new Set(wanted.filter((l) => !l.sku).map((l) => l.sku_id))];
  if (unknown.length) {
    const skus = await db
      .selectFrom('goods_sku as s')
      .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
      .select(['s.sku_id', 's.weight', 's.discount_price', 'g.goods_name', 'g.is_free_shipping', 'g.shipping_template', 'g.goods_class'])
      .where('s.sku_id', 'in', unknown)
      .execute();
    for (const s of skus) bySku.set(s.sku_id, s);
  }
  const charged = (s: FreightSku | undefined): s is FreightSku => !!s && s.is_free_shipping !== 1 && s.goods_class === 1;

  // The default template only matters for charged goods without a template of their own.
  const needsDefault = wanted.some((l) => {
    const s = bySku.get(l.sku_id);
    return charged(s) && !s.shipping_template;
  });
  const defaultTpl = needsDefault ? await db.selectFrom('express_template').select('template_id').where('is_default', '=', 1).orderBy('template_id').executeTakeFirst() : undefined;
  const groups = new Map<number, { num: number; weight: number; money: number; name: string }>();
  for (const l of wanted) {
    const s = bySku.get(l.sku_id);
    if (!charged(s)) continue;
    const tpl = s.shipping_template || defaultTpl?.template_id || 0;
    if (!tpl) continue;
    const g = groups.get(tpl) ?? { num: 0, weight: 0, money: 0, name: s.goods_name };
    g.num += l.num;
    g.weight += s.weight * l.num;
    g.money += l.money ?? s.discount_price * l.num;
    groups.set(tpl, g);
  }
  if (groups.size === 0) return 0;

  const tplIds = [...groups.keys()];
  // The templates and their items in one read (a template without items gives one row of nulls).
  const rows = await db
    .selectFrom('express_template as t')
    .leftJoin('express_template_item as i', 'i.template_id', 't.template_id')
    .select(['t.template_id', 't.fee_type', 'i.item_id', 'i.area_ids', 'i.first_num', 'i.first_fee', 'i.continue_num', 'i.continue_fee', 'i.free_money'])
    .where('t.template_id', 'in', tplIds)
    .orderBy('i.item_id')
    .execute();
  const templates = [...new Map(rows.map((r) => [r.template_id, { template_id: r.template_id, fee_type: r.fee_type }])).values()];
  const items: Item[] = rows.flatMap((r) =>
    r.item_id === null
      ? []
      : [{ template_id: r.template_id, area_ids: r.area_ids!, first_num: r.first_num!, first_fee: r.first_fee!, continue_num: r.continue_num!, continue_fee: r.continue_fee!, free_money: r.free_money! }],
  );
  let total = 0;
  for (const [tplId, g] of groups) {
    const tpl = templates.find((t) => t.template_id === tplId);
    if (!tpl) continue; // template removed since: ship free rather than fail the order
    const item = itemFor(items.filter((i) => i.template_id === tplId), address);
    if (!item) throw new ApiError(Code.ERROR, 'DELIVERY_AREA_UNSUPPORTED', { name: g.name });
    if (item.free_money > 0 && g.money >= item.free_money) continue;
    total += feeFor(item, tpl.fee_type === 2 ? g.weight : g.num);
  }
  return total;
}

export interface DeliveryTypeConfig {
  express: number;
  store: number;
  local: number;
}

export const DELIVERY_TYPE_CONFIG = 'DELIVERY_TYPE_CONFIG';

export async function deliveryTypeConfig(db: Db): Promise<DeliveryTypeConfig> {
  const row = await db.selectFrom('sys_config').select('value').where('config_key', '=', DELIVERY_TYPE_CONFIG).executeTakeFirst();
  return deliveryTypeConfigFrom(row?.value);
}

/** The setting from its stored value (read with others by getConfigs). */
export function deliveryTypeConfigFrom(value: unknown): DeliveryTypeConfig {
  const v = (value ?? {}) as Partial<Record<keyof DeliveryTypeConfig, unknown>>;
  return { express: Number(v.express ?? 1), store: Number(v.store ?? 1), local: Number(v.local ?? 0) };
}

/**
 * NiuShop's enabled delivery types: `{express:{name, icon, desc}, store:{…}, local:{…}}`, only the
 * enabled ones; `support` (a goods' support_trade_type) narrows it to what the goods allows.
 */
export async function enabledExpressType(db: Db, lang: Lang, support?: string): Promise<Record<string, { name: string; icon: string; desc: string }>> {
  const cfg = await deliveryTypeConfig(db);
  const allowed = support === undefined ? null : new Set(support.split(',').filter(Boolean));
  const out: Record<string, { name: string; icon: string; desc: string }> = {};
  const icons: Record<keyof DeliveryTypeConfig, string> = { express: 'iconwuliu', store: 'icondianpu', local: 'iconwaimaifuwu' };
  for (const key of ['express', 'store', 'local'] as const) {
    if (!cfg[key] || (allowed && !allowed.has(key))) continue;
    const name = translate(lang, `DELIVERY_NAME_${key.toUpperCase()}`);
    out[key] = { name, icon: icons[key], desc: translate(lang, `DELIVERY_DESC_${key.toUpperCase()}`, { name }) };
  }
  return out;
}

import { ApiError, Code } from '../../http/errors.ts';
import { ConfigKey, getConfigRow, type ConfigRow, type Db } from '../config/queries.ts';
import { DEFAULTS, getAddons } from '../config/service.ts';

/** `/api/diyview/info` data, NiuShop's shape (`value` is a JSON string). */
export interface DiyViewInfo {
  id: number;
  site_id: number;
  name: string;
  title: string;
  template_id: number;
  template_item_id: number;
  type: string;
  type_name: string;
  value: string;
  is_default: number;
}

/**
 * Drops components of addons the shop does not have (NiuShop's server does the same), when the
 * document is NiuShop's `{global, value: [components]}`; other documents pass unchanged.
 */
export function filterByAddons(doc: Record<string, unknown>, addons: Record<string, number>): Record<string, unknown> {
  const list = doc.value;
  if (!Array.isArray(list)) return doc;
  const kept = list.filter((c: unknown) => {
    const addon = c && typeof c === 'object' ? (c as { addonName?: unknown }).addonName : undefined;
    return typeof addon !== 'string' || addon === '' || addons[addon] === 1;
  });
  return { ...doc, value: kept };
}

/** A page by `id`, or by `name` among default pages. Neither → 缺少参数id/name; unknown → not found. */
export async function diyViewInfo(db: Db, p: { id?: number; name?: string }): Promise<DiyViewInfo> {
  if (!p.id && !p.name) throw new ApiError(Code.ERROR, 'DIY_ID_NAME_MISSING');
  let q = db.selectFrom('diy_view').selectAll();
  q = p.id ? q.where('id', '=', p.id) : q.where('name', '=', p.name ?? '').where('is_default', '=', 1);
  const row = await q.executeTakeFirst();
  if (!row) throw new ApiError(Code.ERROR, 'DIY_NOT_FOUND');
  const doc = filterByAddons(row.value, await getAddons(db));
  return {
    id: row.id,
    site_id: 1,
    name: row.name,
    title: row.title,
    template_id: 0,
    template_item_id: 0,
    type: row.type,
    type_name: row.type_name,
    value: JSON.stringify(doc),
    is_default: Number(row.is_default),
  };
}

/** The bottom-nav config row (DIY_VIEW_SHOP_BOTTOM_NAV_CONFIG). */
export async function bottomNav(db: Db): Promise<ConfigRow> {
  const row = await getConfigRow(db, ConfigKey.BOTTOM_NAV);
  return row ?? { site_id: 1, app_module: 'shop', config_key: ConfigKey.BOTTOM_NAV, value: {}, config_desc: '', is_use: 1, create_time: 0, modify_time: 0 };
}

/** The theme config row (SHOP_STYLE_CONFIG). */
export async function styleConfig(db: Db): Promise<ConfigRow> {
  const row = await getConfigRow(db, ConfigKey.STYLE);
  return row ?? { site_id: 1, app_module: 'shop', config_key: ConfigKey.STYLE, value: { ...DEFAULTS.style }, config_desc: '', is_use: 1, create_time: 0, modify_time: 0 };
}

import { localizeDoc } from '../../../src/diy/i18n.ts';
import { ApiError, Code } from '../../http/errors.ts';
import type { Lang } from '../../i18n/index.ts';
import { ConfigKey, getConfigRow, type ConfigRow, type Db } from '../config/queries.ts';
import { DEFAULTS, getAddons } from '../config/service.ts';
import { withPublish } from './queries.ts';
import { dropUnknownWidgets } from './validate.ts';

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
  /** Published version of the page. */
  version: number;
  /**
   * Our page schema (validated and sanitised on publish), when `value` holds the NiuShop document
   * it was converted from; our client renders this, NiuShop clients read `value`.
   */
  schema?: Record<string, unknown>;
}

/**
 * Drops components of addons the shop does not have (NiuShop's server does the same): from
 * NiuShop's `{global, value: [components]}` by `addonName`, and from our page's `content` by the
 * nodes' `props.addonName`. Other documents pass unchanged.
 */
export function filterByAddons(doc: Record<string, unknown>, addons: Record<string, number>): Record<string, unknown> {
  const installed = (addon: unknown) => typeof addon !== 'string' || addon === '' || addons[addon] === 1;
  const field = <T>(o: unknown, key: string): T | undefined => (o && typeof o === 'object' ? ((o as Record<string, unknown>)[key] as T) : undefined);
  if (Array.isArray(doc.value)) return { ...doc, value: doc.value.filter((c: unknown) => installed(field(c, 'addonName'))) };
  if (Array.isArray(doc.content) && 'schemaVersion' in doc) {
    return { ...doc, content: doc.content.filter((n: unknown) => installed(field(field(n, 'props'), 'addonName'))) };
  }
  return doc;
}

/**
 * A page by `id`, or by `name` (names are unique: a published custom page is found by its name,
 * whatever its is_default). Neither → 缺少参数id/name; unknown → not found.
 *
 * `value` keeps NiuShop's shape for NiuShop clients: the NiuShop document the page was published
 * from when there is one, else the stored document (our page, or a raw NiuShop document that was
 * stored directly). When both exist our page comes as `schema`.
 *
 * Merchant texts come in `lang` (src/diy/i18n.ts): each text's translation, else the default;
 * the `i18n` objects themselves are not sent.
 */
export async function diyViewInfo(db: Db, p: { id?: number; name?: string }, lang: Lang): Promise<DiyViewInfo> {
  if (!p.id && !p.name) throw new ApiError(Code.ERROR, 'DIY_ID_NAME_MISSING');
  let q = withPublish(db).selectFrom('diy_view').selectAll();
  q = p.id ? q.where('id', '=', p.id) : q.where('name', '=', p.name ?? '');
  // Pages made in the studio and not published yet are not the shop's.
  q = q.where('status', '=', 1);
  const row = await q.executeTakeFirst();
  if (!row) throw new ApiError(Code.ERROR, 'DIY_NOT_FOUND');
  const addons = await getAddons(db);
  const info: DiyViewInfo = {
    id: row.id,
    site_id: 1,
    name: row.name,
    title: titleIn(row, lang),
    template_id: 0,
    template_item_id: 0,
    type: row.type,
    type_name: row.type_name,
    // Our page without the components this build has no widget for (stored, warned about at publish).
    value: JSON.stringify(localizeDoc(filterByAddons(row.source ?? dropUnknownWidgets(row.value), addons), lang)),
    is_default: Number(row.is_default),
    version: Number(row.version),
  };
  if (row.source) info.schema = localizeDoc(filterByAddons(dropUnknownWidgets(row.value), addons), lang);
  return info;
}

/**
 * The row's title in `lang`: when it is the document's own title (NiuShop's `global.title`, our
 * `meta.title`), that title's translation; a row named otherwise (the publisher's `title`) keeps its name.
 */
function titleIn(row: { title: string; source: unknown; value: unknown }, lang: Lang): string {
  const get = (o: unknown, ...keys: string[]): unknown => keys.reduce<unknown>((v, k) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>)[k] : undefined), o);
  const doc = row.source ?? row.value;
  const own = get(doc, 'global', 'title') ?? get(doc, 'meta', 'title');
  if (own !== row.title) return row.title;
  const t = get(doc, 'global', 'i18n', lang, 'title') ?? get(doc, 'meta', 'i18n', lang, 'title');
  return typeof t === 'string' && t.trim() ? t : row.title;
}

/** The bottom-nav config row (DIY_VIEW_SHOP_BOTTOM_NAV_CONFIG), its labels in `lang`. */
export async function bottomNav(db: Db, lang: Lang): Promise<ConfigRow> {
  const row = await getConfigRow(db, ConfigKey.BOTTOM_NAV);
  if (row) return { ...row, value: localizeDoc(row.value, lang) };
  return { site_id: 1, app_module: 'shop', config_key: ConfigKey.BOTTOM_NAV, value: {}, config_desc: '', is_use: 1, create_time: 0, modify_time: 0 };
}

/** The theme config row (SHOP_STYLE_CONFIG). */
export async function styleConfig(db: Db): Promise<ConfigRow> {
  const row = await getConfigRow(db, ConfigKey.STYLE);
  return row ?? { site_id: 1, app_module: 'shop', config_key: ConfigKey.STYLE, value: { ...DEFAULTS.style }, config_desc: '', is_use: 1, create_time: 0, modify_time: 0 };
}

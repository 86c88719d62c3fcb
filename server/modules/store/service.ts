import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StoreTable } from '../../db/tables/catalogue.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { pageResult } from '../goods/format.ts';

type Db = Kysely<Database>;
type StoreRow = Selectable<StoreTable>;

/** Great-circle distance in km (display only; floats are fine here). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface Point {
  latitude: number;
  longitude: number;
}

export function storeItem(s: StoreRow, at: Point | null): Record<string, unknown> {
  const images = s.store_images ? s.store_images.split(',') : [];
  const out: Record<string, unknown> = {
    store_id: s.store_id,
    site_id: 1,
    store_name: s.store_name,
    telphone: s.telphone,
    store_image: s.store_image,
    store_images: images.map((pic_path) => ({ pic_path, pic_spec: '' })),
    store_introduce: s.store_introduce,
    status: s.status,
    is_frozen: s.is_frozen,
    close_show: s.close_show,
    close_desc: s.close_desc,
    province_id: s.province_id,
    city_id: s.city_id,
    district_id: s.district_id,
    address: s.address,
    full_address: s.full_address,
    longitude: String(s.longitude),
    latitude: String(s.latitude),
    is_pickup: s.is_pickup,
    is_o2o: s.is_o2o,
    is_express: s.is_express,
    is_default: s.is_default,
    open_date: s.open_date,
    time_type: s.time_type,
    time_week: s.time_week,
    start_time: s.start_time,
    end_time: s.end_time,
    time_interval: s.time_interval,
    advance_day: s.advance_day,
    most_day: s.most_day,
    stock_type: s.stock_type,
    label_name: s.label_name,
  };
  if (at) out.distance = Math.round(distanceKm(at.latitude, at.longitude, Number(s.latitude), Number(s.longitude)) * 100) / 100;
  return out;
}

function sortByDistance(list: Record<string, unknown>[], at: Point | null): Record<string, unknown>[] {
  if (!at) return list;
  return [...list].sort((a, b) => Number(a.distance) - Number(b.distance));
}

export interface StoreListFilter {
  keyword?: string;
  /** 'all' (open, or resting with close_show 1), 1 open, 0 resting */
  status?: string;
  store_ids?: number[];
}

/** `/api/store/page`: never frozen stores; nearest first when a position is given. */
export async function storeList(db: Db, f: StoreListFilter, at: Point | null) {
  let q = db.selectFrom('store').selectAll().where('is_frozen', '=', 0);
  if (f.keyword) q = q.where('store_name', 'ilike', `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (f.status === '1') q = q.where('status', '=', 1);
  else if (f.status === '0') q = q.where('status', '=', 0);
  else q = q.where((eb) => eb.or([eb('status', '=', 1), eb('close_show', '=', 1)]));
  if (f.store_ids && f.store_ids.length) q = q.where('store_id', 'in', f.store_ids);
  const rows = await q.orderBy('is_default', 'desc').orderBy('sort', 'desc').orderBy('store_id').limit(500).execute();
  const list = sortByDistance(rows.map((r) => storeItem(r, at)), at);
  return { list, store_id: (list[0]?.store_id as number | undefined) ?? 0 };
}

export async function storeInfo(db: Db, storeId: number, at: Point | null) {
  const row = await db.selectFrom('store').selectAll().where('store_id', '=', storeId).where('is_frozen', '=', 0).executeTakeFirst();
  if (!row) throw new ApiError(Code.ERROR, 'STORE_NOT_EXIST');
  return storeItem(row, at);
}

/** Pickup (or local delivery) stores: open, unfrozen, paged. */
export async function storePage(db: Db, type: string, ids: number[], at: Point | null, limit: number, offset: number, size: number) {
  let q = db.selectFrom('store').selectAll().where('is_frozen', '=', 0).where('status', '=', 1);
  if (type === 'local') q = q.where('is_default', '=', 1);
  else q = q.where('is_pickup', '=', 1);
  if (ids.length) q = q.where('store_id', 'in', ids);
  const rows = await q.orderBy('is_default', 'desc').orderBy('sort', 'desc').orderBy('store_id').limit(500).execute();
  const all = sortByDistance(rows.map((r) => storeItem(r, at)), at);
  return pageResult(all.length, size, all.slice(offset, offset + limit));
}

export async function nearestStore(db: Db, at: Point) {
  const rows = await db.selectFrom('store').selectAll().where('is_frozen', '=', 0).where('status', '=', 1).limit(500).execute();
  const list = sortByDistance(rows.map((r) => storeItem(r, at)), at);
  if (!list[0]) throw new ApiError(Code.ERROR, 'STORE_NOT_EXIST');
  return list[0];
}

export async function defaultStore(db: Db) {
  const row = await db.selectFrom('store').selectAll().where('is_default', '=', 1).where('is_frozen', '=', 0).orderBy('store_id').executeTakeFirst();
  return row ? storeItem(row, null) : null;
}

/**
 * `/store/api/store/labelPage` (the diy StoreLabel block): the shop's store labels. This shop keeps
 * a store's labels as its comma-separated `label_name` (NiuShop's store addon has a label table);
 * the labels are those of the open stores, in order of first appearance, numbered from 1.
 * `label_id_arr` picks some; `page_size` 0 answers every label.
 */
export async function storeLabelPage(db: Db, p: { page: number; page_size: number; ids: number[] }): Promise<{ page_count: number; count: number; list: Array<{ label_id: number; label_name: string }> }> {
  const rows = await db.selectFrom('store').select('label_name').where('is_frozen', '=', 0).where('status', '=', 1).orderBy('store_id').execute();
  const names: string[] = [];
  for (const r of rows) for (const n of String(r.label_name ?? '').split(/[,，]/)) if (n.trim() && !names.includes(n.trim())) names.push(n.trim());
  let list = names.map((label_name, i) => ({ label_id: i + 1, label_name }));
  if (p.ids.length) list = list.filter((l) => p.ids.includes(l.label_id));
  const count = list.length;
  if (p.page_size <= 0) return { page_count: count ? 1 : 0, count, list };
  return { page_count: Math.ceil(count / p.page_size), count, list: list.slice((p.page - 1) * p.page_size, p.page * p.page_size) };
}

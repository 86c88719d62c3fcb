import type { Db } from '../account/ledger.ts';
import { loadAreaRows } from './data.ts';
import { PSEUDO_CITY } from './data.ts';

export interface AreaRow {
  id: number;
  pid: number;
  name: string;
  shortname: string;
  longitude: string;
  latitude: string;
  level: number;
  sort: number;
  status: number;
}

const COLUMNS = ['id', 'pid', 'name', 'shortname', 'longitude', 'latitude', 'level', 'sort', 'status'] as const;

export async function children(db: Db, pid: number): Promise<AreaRow[]> {
  return db.selectFrom('area').select(COLUMNS).where('pid', '=', pid).where('status', '=', 1).orderBy('sort').orderBy('id').execute();
}

export async function byId(db: Db, id: number): Promise<AreaRow | undefined> {
  return db.selectFrom('area').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function byIds(db: Db, ids: number[]): Promise<AreaRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('area').select(COLUMNS).where('id', 'in', ids).execute();
}

/**
 * A province → city → district path: each id must exist at its level under the one before it.
 * Answers the three rows, or the name of the first parameter that breaks the chain.
 */
export async function areaPath(
  db: Db,
  ids: { province_id: number; city_id: number; district_id: number },
): Promise<{ province: AreaRow; city: AreaRow; district: AreaRow } | { broken: 'province_id' | 'city_id' | 'district_id' }> {
  const { province_id: pid, city_id: cid, district_id: did } = ids;
  const areas = await byIds(db, [pid, cid, did].filter((n) => Number.isSafeInteger(n) && n > 0));
  const province = areas.find((a) => a.id === pid && a.level === 1 && a.pid === 0);
  const city = areas.find((a) => a.id === cid && a.level === 2 && a.pid === pid);
  const district = areas.find((a) => a.id === did && a.level === 3 && a.pid === cid);
  if (!province) return { broken: 'province_id' };
  if (!city) return { broken: 'city_id' };
  if (!district) return { broken: 'district_id' };
  return { province, city, district };
}

/** Every row at or above a level (for whole-subtree answers), parents first. */
export async function upToLevel(db: Db, level: number): Promise<AreaRow[]> {
  return db.selectFrom('area').select(COLUMNS).where('level', '<=', level).where('status', '=', 1).orderBy('level').orderBy('sort').orderBy('id').execute();
}

/** Fills the area table from the package when it is empty (batched: ~3,500 rows in a few statements). */
export async function seedAreas(db: Db): Promise<number> {
  const any = await db.selectFrom('area').select('id').limit(1).executeTakeFirst();
  if (any) return 0;
  const rows = loadAreaRows();
  for (let i = 0; i < rows.length; i += 1000) {
    await db.insertInto('area').values(rows.slice(i, i + 1000)).onConflict((oc) => oc.column('id').doNothing()).execute();
  }
  return rows.length;
}

/**
 * Display text of a province/city/district path, joined with '-' as NiuShop's full_address
 * ("北京市-北京市-朝阳区"): a grouping city such as 市辖区 or 县 shows as its province's name.
 */
export function fullAddressOf(province: AreaRow, city: AreaRow, district: AreaRow | null): string {
  const cityName = PSEUDO_CITY.has(city.name) ? province.name : city.name;
  return [province.name, cityName, district?.name].filter(Boolean).join('-');
}

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

import { sql, type Selectable } from 'kysely';
import type { MemberAddressTable } from '../../db/tables/account.ts';
import { ApiError, Code } from '../../http/errors.ts';
import type { Db } from '../account/ledger.ts';
import { pageWindow, paged, type Paged } from '../account/paging.ts';
import { areaPath, fullAddressOf } from '../area/queries.ts';
import { checkAddressForm } from './rules.ts';

export type AddressRow = Selectable<MemberAddressTable>;

/** The wire form (NiuShop member_address row). */
export interface AddressOut {
  id: number;
  member_id: number;
  site_id: number;
  name: string;
  mobile: string;
  telephone: string;
  province_id: number;
  city_id: number;
  district_id: number;
  community_id: number;
  address: string;
  full_address: string;
  longitude: string;
  latitude: string;
  is_default: number;
  type: number;
}

export const MAX_ADDRESSES = 50;

export function addressOut(r: AddressRow): AddressOut {
  return {
    id: r.id,
    member_id: r.member_id,
    site_id: r.site_id,
    name: r.name,
    mobile: r.mobile,
    telephone: r.telephone,
    province_id: r.province_id,
    city_id: r.city_id,
    district_id: r.district_id,
    community_id: r.community_id,
    address: r.address,
    full_address: r.full_address,
    longitude: r.longitude,
    latitude: r.latitude,
    is_default: r.is_default,
    type: r.type,
  };
}

export interface AddressInput {
  id?: number;
  name?: string;
  mobile?: string;
  telephone?: string;
  province_id?: number;
  city_id?: number;
  district_id?: number;
  community_id?: number;
  address?: string;
  longitude?: string;
  latitude?: string;
  is_default?: number;
}

// Emoji are kept as typed (PostgreSQL stores them; NiuShop stripped them for MySQL's 3-byte utf8).
const trimmed = (v: unknown): string | undefined => (typeof v === 'string' ? v.trim() : v === undefined ? undefined : String(v));
const areaId = (v: unknown): number | undefined => (typeof v === 'number' && v > 0 ? v : undefined);

/** Validates the form (shared rules) and the area path; returns the columns to write. */
async function prepare(db: Db, p: AddressInput) {
  const values = {
    name: trimmed(p.name),
    mobile: trimmed(p.mobile),
    telephone: trimmed(p.telephone),
    province_id: areaId(p.province_id),
    city_id: areaId(p.city_id),
    district_id: areaId(p.district_id),
    address: trimmed(p.address),
  };
  checkAddressForm(values);
  const [pid, cid, did] = [values.province_id!, values.city_id!, values.district_id!];
  const path = await areaPath(db, { province_id: pid, city_id: cid, district_id: did });
  if ('broken' in path) throw new ApiError(Code.ERROR, 'ADDRESS_AREA_INVALID', undefined, { field: path.broken });
  const { province, city, district } = path;
  const lng = trimmed(p.longitude) ?? '';
  const lat = trimmed(p.latitude) ?? '';
  const located = lng !== '' && lat !== '' && Number.isFinite(Number(lng)) && Number.isFinite(Number(lat));
  return {
    name: values.name!,
    mobile: values.mobile!,
    telephone: values.telephone ?? '',
    province_id: pid,
    city_id: cid,
    district_id: did,
    community_id: p.community_id ?? 0,
    address: values.address!,
    full_address: fullAddressOf(province, city, district),
    longitude: located ? lng : '',
    latitude: located ? lat : '',
    type: located ? 2 : 1,
  };
}

/** Serialises a member's address writes (the one-default rule holds under concurrent requests). */
async function lockMember(trx: Db, member_id: number): Promise<void> {
  await sql`select member_id from member where member_id = ${member_id} for update`.execute(trx);
}

async function owned(db: Db, member_id: number, id: number): Promise<AddressRow> {
  const row = await db.selectFrom('member_address').selectAll().where('id', '=', id).where('member_id', '=', member_id).executeTakeFirst();
  if (!row) throw new ApiError(Code.ERROR, 'ADDRESS_NOT_EXIST');
  return row;
}

/** Makes the newest address of a type the default when the type has none (after a delete). */
async function ensureDefault(trx: Db, member_id: number, type: number): Promise<void> {
  const has = await trx.selectFrom('member_address').select('id').where('member_id', '=', member_id).where('type', '=', type).where('is_default', '=', 1).executeTakeFirst();
  if (has) return;
  const newest = await trx.selectFrom('member_address').select('id').where('member_id', '=', member_id).where('type', '=', type).orderBy('id', 'desc').executeTakeFirst();
  if (newest) await trx.updateTable('member_address').set({ is_default: 1 }).where('id', '=', newest.id).execute();
}

export const addressService = {
  async page(db: Db, member_id: number, p: { page?: number; page_size?: number; type?: number }): Promise<Paged<AddressOut>> {
    let q = db.selectFrom('member_address').where('member_id', '=', member_id);
    if (p.type) q = q.where('type', '=', p.type);
    const { limit, offset, size } = pageWindow(p.page, p.page_size);
    const [c, rows] = await Promise.all([
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      q.selectAll().orderBy('is_default', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    ]);
    return paged(rows.map(addressOut), Number(c.n), size);
  },

  /** By id (the member's own, else ADDRESS_NOT_EXIST), or with `default=1` the default one (null when none). */
  async info(db: Db, member_id: number, p: { id?: number; default?: number; type?: number }): Promise<AddressOut | null> {
    if (p.default === 1) {
      const row = await db
        .selectFrom('member_address')
        .selectAll()
        .where('member_id', '=', member_id)
        .where('is_default', '=', 1)
        .where('type', '=', p.type ?? 1)
        .executeTakeFirst();
      return row ? addressOut(row) : null;
    }
    if (!p.id) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'id' });
    return addressOut(await owned(db, member_id, p.id));
  },

  async add(db: Db, member_id: number, p: AddressInput): Promise<number> {
    const data = await prepare(db, p);
    return db.transaction().execute(async (trx) => {
      await lockMember(trx, member_id);
      const count = await trx.selectFrom('member_address').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', member_id).executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_ADDRESSES) throw new ApiError(Code.ERROR, 'ADDRESS_TOO_MANY', { max: MAX_ADDRESSES });
      const hasDefault = await trx.selectFrom('member_address').select('id').where('member_id', '=', member_id).where('type', '=', data.type).where('is_default', '=', 1).executeTakeFirst();
      const makeDefault = p.is_default === 1 || !hasDefault;
      if (makeDefault && hasDefault) await trx.updateTable('member_address').set({ is_default: 0 }).where('member_id', '=', member_id).where('type', '=', data.type).execute();
      const row = await trx
        .insertInto('member_address')
        .values({ ...data, member_id, is_default: makeDefault ? 1 : 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  },

  async edit(db: Db, member_id: number, p: AddressInput & { id: number }, now: number): Promise<number> {
    const data = await prepare(db, p);
    return db.transaction().execute(async (trx) => {
      await lockMember(trx, member_id);
      const cur = await owned(trx, member_id, p.id);
      if (cur.type === 2 && data.type === 1) throw new ApiError(Code.ERROR, 'ADDRESS_LOCATION_REQUIRED');
      let isDefault = cur.is_default;
      if (p.is_default === 1 && !cur.is_default) {
        await trx.updateTable('member_address').set({ is_default: 0 }).where('member_id', '=', member_id).where('type', '=', data.type).execute();
        isDefault = 1;
      }
      // Unsetting the default by edit is ignored: a type with addresses always has one default.
      await trx
        .updateTable('member_address')
        .set({ ...data, is_default: isDefault, modify_time: now })
        .where('id', '=', p.id)
        .where('member_id', '=', member_id)
        .execute();
      return p.id;
    });
  },

  async setDefault(db: Db, member_id: number, id: number): Promise<number> {
    return db.transaction().execute(async (trx) => {
      await lockMember(trx, member_id);
      const cur = await owned(trx, member_id, id);
      if (cur.is_default) return 1;
      await trx.updateTable('member_address').set({ is_default: 0 }).where('member_id', '=', member_id).where('type', '=', cur.type).execute();
      await trx.updateTable('member_address').set({ is_default: 1 }).where('id', '=', id).execute();
      return 1;
    });
  },

  /** Deletes the member's address; when it was the default, the newest remaining one becomes default. */
  async delete(db: Db, member_id: number, id: number): Promise<number> {
    return db.transaction().execute(async (trx) => {
      await lockMember(trx, member_id);
      const cur = await owned(trx, member_id, id);
      await trx.deleteFrom('member_address').where('id', '=', id).where('member_id', '=', member_id).execute();
      if (cur.is_default) await ensureDefault(trx, member_id, cur.type);
      return 1;
    });
  },
};

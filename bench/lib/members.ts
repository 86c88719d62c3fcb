/**
 * Members for the order benches: many buyers made with one INSERT, each with a delivery address,
 * and member tokens signed with the shop's own secret (sys_config API_TOKEN_SECRET) exactly as the
 * server signs them (server/http/token.ts), so no login round per member is needed.
 */
import { sql } from 'kysely';
import { ensureTokenSecret } from '../../server/http/site.ts';
import { signToken, TOKEN_LIFETIME_SEC } from '../../server/http/token.ts';
import { tableExists, type Db } from './data.ts';

export interface BenchMember {
  member_id: number;
  token_version: number;
}

export const DEMO = { username: 'demo', mobile: '13800000000', password: 'demo123' } as const;

export async function tokenSecret(db: Db): Promise<string> {
  return ensureTokenSecret(db);
}

export function signMemberToken(secret: string, m: BenchMember, nowSec = Math.floor(Date.now() / 1000)): string {
  return signToken(secret, { member_id: m.member_id, iat: nowSec, exp: nowSec + TOKEN_LIFETIME_SEC, v: m.token_version });
}

export async function findDemoMember(db: Db): Promise<BenchMember | undefined> {
  const { rows } = await sql<BenchMember>`
    select member_id, token_version from member
    where is_delete = 0 and (lower(username) = ${DEMO.username} or mobile = ${DEMO.mobile})
    order by member_id limit 1`.execute(db);
  return rows[0];
}

/**
 * `count` new members `bench_<prefix><n>` (mobiles 199xxxxxxxx), each with a default delivery
 * address (a copy of the demo member's default address when there is one).
 */
export async function createMembers(db: Db, prefix: string, count: number): Promise<BenchMember[]> {
  const now = Math.floor(Date.now() / 1000);
  const { rows } = await sql<BenchMember>`
    with base as (select count(*)::int as n from member where mobile like '199%')
    insert into member (username, nickname, mobile, status, reg_time, login_time, last_login_time)
    select ${`bench_${prefix}`} || g, ${`Bench ${prefix}`} || g, '199' || lpad((base.n + g)::text, 8, '0'), 1, ${now}, ${now}, ${now}
    from generate_series(1, ${count}::int) as g, base
    returning member_id, token_version`.execute(db);
  await ensureAddresses(db, rows.map((r) => r.member_id));
  return rows;
}

interface AddressFields {
  province_id: number;
  city_id: number;
  district_id: number;
  address: string;
  full_address: string;
  longitude: string;
  latitude: string;
}

async function templateAddress(db: Db): Promise<AddressFields> {
  const demo = await findDemoMember(db);
  if (demo) {
    const { rows } = await sql<AddressFields>`
      select province_id, city_id, district_id, address, full_address, longitude, latitude
      from member_address where member_id = ${demo.member_id} order by is_default desc, id limit 1`.execute(db);
    if (rows[0]) return rows[0];
  }
  // A real district from the area tree when it is seeded; otherwise a plain address.
  if (await tableExists(db, 'area')) {
    const { rows } = await sql<{ d: number; dn: string; c: number; cn: string; p: number; pn: string }>`
      select d.id as d, d.name as dn, c.id as c, c.name as cn, p.id as p, p.name as pn
      from area d join area c on c.id = d.pid join area p on p.id = c.pid
      where d.level = 3 order by d.id limit 1`.execute(db);
    const a = rows[0];
    if (a) return { province_id: a.p, city_id: a.c, district_id: a.d, address: '1 Bench Road', full_address: `${a.pn}${a.cn}${a.dn}`, longitude: '', latitude: '' };
  }
  return { province_id: 0, city_id: 0, district_id: 0, address: '1 Bench Road', full_address: 'Bench City', longitude: '', latitude: '' };
}

/** Gives every listed member without an address a default one. */
export async function ensureAddresses(db: Db, memberIds: number[]): Promise<void> {
  if (memberIds.length === 0 || !(await tableExists(db, 'member_address'))) return;
  const a = await templateAddress(db);
  await sql`
    insert into member_address (member_id, name, mobile, province_id, city_id, district_id, address, full_address, longitude, latitude, is_default, type)
    select m.member_id, 'Bench Buyer', case when m.mobile <> '' then m.mobile else '19900000000' end,
      ${a.province_id}, ${a.city_id}, ${a.district_id}, ${a.address}, ${a.full_address}, ${a.longitude}, ${a.latitude}, 1, 1
    from member m
    where m.member_id in (${sql.join(memberIds)})
      and not exists (select 1 from member_address x where x.member_id = m.member_id)`.execute(db);
}

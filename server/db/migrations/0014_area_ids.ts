import type { Kysely } from 'kysely';

/**
 * Region ids in the area tree's own codes. The first seed named places by NiuShop's six-digit codes
 * (Xinjiang 650000, Tibet 540000 in a freight template; Shanghai 310000 / 310100 for the stores) while
 * the area table uses the official short codes (65, 5401, 310104), so those template items never
 * matched and the stores' paths did not exist. An id missing from the area table becomes its short
 * form when that one exists (PP0000 → PP, PPCC00 → PPCC); anything else stays as it was. A fresh
 * database has no rows yet here (the seed writes the right ids).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const known = new Set<number>(((await db.selectFrom('area').select('id').execute()) as Array<{ id: number }>).map((r) => Number(r.id)));
  if (known.size === 0) return;
  const fix = (id: number): number => {
    if (!id || known.has(id)) return id;
    if (id % 10000 === 0 && known.has(id / 10000)) return id / 10000;
    if (id % 100 === 0 && known.has(id / 100)) return id / 100;
    return id;
  };

  const items = (await db.selectFrom('express_template_item').select(['item_id', 'area_ids']).execute()) as Array<{ item_id: number; area_ids: string }>;
  for (const it of items) {
    if (it.area_ids === 'all' || !it.area_ids) continue;
    const ids = it.area_ids.split(',').filter(Boolean);
    const fixed = `,${ids.map((s) => (/^\d+$/.test(s) ? String(fix(Number(s))) : s)).join(',')},`;
    if (fixed !== it.area_ids) await db.updateTable('express_template_item').set({ area_ids: fixed }).where('item_id', '=', it.item_id).execute();
  }

  const stores = (await db.selectFrom('store').select(['store_id', 'province_id', 'city_id', 'district_id']).execute()) as Array<{ store_id: number; province_id: number; city_id: number; district_id: number }>;
  for (const st of stores) {
    const next = { province_id: fix(Number(st.province_id)), city_id: fix(Number(st.city_id)), district_id: fix(Number(st.district_id)) };
    if (next.province_id !== Number(st.province_id) || next.city_id !== Number(st.city_id) || next.district_id !== Number(st.district_id)) {
      await db.updateTable('store').set(next).where('store_id', '=', st.store_id).execute();
    }
  }
}

/** The old ids were wrong; there is nothing to go back to. */
export async function down(): Promise<void> {}

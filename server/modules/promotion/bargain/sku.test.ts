import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { tradeMember } from '../../order/test-helpers.ts';
import { posterSubject } from '../posterSubjects.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

interface Item { id: number; bargain_id: number; goods_id: number; sku_id: number }
interface SkuDetail { id: number; sku_id: number; bargain_id: number; goods_spec_format: string; floor_price: string }
type Spec = Array<{ spec_name: string; value: Array<{ sku_id?: number; selected?: boolean; disabled?: boolean }> }>;

/** The seeded bargain on a goods with several skus (the demo's suitcase: three sizes). */
async function manySkuBargain() {
  const all = await s.call<Item[]>('/bargain/api/goods/lists', { num: 50 });
  const byActivity = new Map<number, Item[]>();
  for (const i of all.data) byActivity.set(i.bargain_id, [...(byActivity.get(i.bargain_id) ?? []), i]);
  const items = [...byActivity.values()].find((l) => l.length > 1)!;
  expect(items).toBeDefined();
  return items;
}

describe('bargain: the spec chosen before the launch', () => {
  it('the detail offers only the activity’s skus; each sku answers its own bargain goods id, which launches that sku', async () => {
    const items = await manySkuBargain();
    const bargainId = items[0]!.bargain_id;
    const d = await s.call<{ goods_sku_detail: SkuDetail }>('/bargain/api/goods/detail', { bargain_id: bargainId });
    const spec = JSON.parse(d.data.goods_sku_detail.goods_spec_format) as Spec;
    const offered = spec.flatMap((g) => g.value.map((v) => v.sku_id)).filter((id): id is number => Number(id) > 0);
    expect(offered.length).toBeGreaterThan(1);
    const inActivity = new Set(items.map((i) => i.sku_id));
    expect(offered.every((id) => inActivity.has(id))).toBe(true);

    // another sku than the default: its own row (id) and floor price
    const other = items.find((i) => i.sku_id !== d.data.goods_sku_detail.sku_id)!;
    const o = await s.call<{ goods_sku_detail: SkuDetail }>('/bargain/api/goods/detail', { bargain_id: bargainId, sku_id: other.sku_id });
    expect(o.data.goods_sku_detail).toMatchObject({ sku_id: other.sku_id, id: other.id, bargain_id: bargainId });

    const m = await tradeMember(s);
    const l = await s.call<number>('/bargain/api/bargain/launch', { id: o.data.goods_sku_detail.id }, { token: m.token });
    expect(l.code).toBe(0);
    const mine = await s.call<{ goods_sku_detail: SkuDetail; launch_info: { sku_id: number; self: number } }>('/bargain/api/bargain/detail', { bargain_id: bargainId }, { token: m.token });
    expect(mine.data.launch_info).toMatchObject({ sku_id: other.sku_id, self: 1 });
    expect(mine.data.goods_sku_detail.sku_id).toBe(other.sku_id);
  });

  it('the invite poster of a launch shows the launched sku and its QR opens that launch; a launch of another activity is refused', async () => {
    const items = await manySkuBargain();
    const bargainId = items[0]!.bargain_id;
    const last = items[items.length - 1]!;
    const m = await tradeMember(s);
    const l = await s.call<number>('/bargain/api/bargain/launch', { id: last.id }, { token: m.token });
    expect(l.code).toBe(0);
    const subject = await posterSubject(s.db(), 'bargain', { bargain_id: bargainId, launch_id: l.data }, 'zh-cn', s.services.now());
    expect(subject).toMatchObject({ page: '/pages_promotion/bargain/detail', query: { b_id: bargainId, l_id: l.data }, goods: { tag: '最低可砍至' } });
    const sku = await s.db().selectFrom('goods_sku').select(['sku_image', 'sku_id']).where('sku_id', '=', last.sku_id).executeTakeFirstOrThrow();
    if (sku.sku_image) expect(subject!.goods.image).toBe(sku.sku_image);
    const floor = await s.db().selectFrom('promotion_bargain_goods').select('floor_price').where('id', '=', last.id).executeTakeFirstOrThrow();
    expect(subject!.goods.price).toBe((floor.floor_price / 100).toFixed(2));

    const poster = await s.call<{ path: string }>('/bargain/api/goods/poster', { page: '/pages_promotion/bargain/detail', qrcode_param: JSON.stringify({ bargain_id: bargainId, launch_id: l.data }) }, { token: m.token });
    expect(poster.code).toBe(0);
    expect(poster.data.path).toMatch(/^upload\/poster\/goods\/\d+_[0-9a-f]{16}\.jpg$/);
    const en = await s.call('/bargain/api/goods/poster', { qrcode_param: JSON.stringify({ bargain_id: bargainId + 1000, launch_id: l.data }) }, { lang: 'en-us' });
    expect(en.code).toBe(-1);
    expect(en.message).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

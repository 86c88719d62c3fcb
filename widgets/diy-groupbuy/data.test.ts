import { describe, expect, it } from 'vitest';
import { data } from './data.ts';
import manifest from './index.ts';

const WHEN = 'site.addonIsExist.groupbuy == 1';

describe('diy-groupbuy data (what the page loads for the block)', () => {
  it('the manifest declares it', () => {
    expect(manifest.data).toBe(data);
  });

  it('the running goods of the groupbuy list, as many as `count` (6 by default, 1–100), only while the addon is on', () => {
    expect(data({})).toEqual({ goods: { api: 'groupbuy.goodsLists', params: { num: 6 }, when: WHEN } });
    expect(data({ count: 3 })).toEqual({ goods: { api: 'groupbuy.goodsLists', params: { num: 3 }, when: WHEN } });
    expect(data({ count: 500 })?.goods?.params).toEqual({ num: 100 });
    expect(data({ count: 'x' })?.goods?.params).toEqual({ num: 6 });
  });

  it('hand-picked goods by goods_id_arr (duplicates once); none picked: nothing to load', () => {
    expect(data({ sources: 'diy', goodsId: [7, '9', 7] })).toEqual({ goods: { api: 'groupbuy.goodsLists', params: { num: 2, goods_id_arr: '7,9' }, when: WHEN } });
    expect(data({ sources: 'diy', goodsId: [] })).toBeNull();
    expect(data({ sources: 'diy' })).toBeNull();
  });
});

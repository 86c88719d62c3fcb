/**
 * The distribution goods block's data (its manifest's `data`): /fenxiao/api/goods/page as NiuShop
 * asks it (`count` goods, a category's, or the picked ids), only while the fenxiao addon is on and
 * a member is signed in (the endpoint is a member's). No React, no CSS.
 */
import { clampNum, idList, num, type DataSource } from '../../src/sdk/isomorphic.ts';

export function fenxiaoParams(props: { sources?: unknown; count?: unknown; goodsId?: unknown; categoryId?: unknown }): Record<string, unknown> | null {
  if (props.sources === 'diy') {
    const ids = idList(props.goodsId);
    return ids.length ? { page: 1, page_size: 0, goods_id_arr: ids.join(',') } : null;
  }
  const count = Math.round(clampNum(props.count, 1, 50, 6));
  const category = Math.trunc(num(props.categoryId));
  if (props.sources === 'category' && category > 0) return { page: 1, page_size: count, category_id: category, category_level: 1 };
  return { page: 1, page_size: count };
}

/** The block's source `goods` (none when `diy` picked none). */
export function data(props: Record<string, unknown>): Record<string, DataSource> | null {
  const params = fenxiaoParams(props);
  return params ? { goods: { api: 'fenxiao.goodsPage', params, when: 'site.addonIsExist.fenxiao == 1 && member' } } : null;
}

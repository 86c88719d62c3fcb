/**
 * A promotion block's request (seckill, bargain, groupbuy…): what its manifest declares as its data
 * (widgets/<type>/data.ts, which the server's first view loads too). A file of its own, apart from
 * params.ts, so that the app's core chunk (which holds params.ts) does not carry it.
 */
import { clampNum, idList } from '../../diy/values.ts';
import type { DataSource } from '../../renderer/types.ts';

/** A promotion block's request: `num` = count, or the picked ids (null when `diy` picked none). */
export function promotionParams(props: { sources?: unknown; count?: unknown; goodsId?: unknown }, idsParam = 'goods_id_arr'): Record<string, unknown> | null {
  const count = Math.round(clampNum(props.count, 1, 100, 6));
  if (props.sources === 'diy') {
    const ids = idList(props.goodsId);
    return ids.length ? { num: ids.length, [idsParam]: ids.join(',') } : null;
  }
  return { num: count };
}

/**
 * A promotion block's source `goods` (its manifest's `data`): the addon's list endpoint, fetched
 * only while the addon is on (none when `diy` picked no goods).
 */
export function promotionSources(
  props: { sources?: unknown; count?: unknown; goodsId?: unknown },
  o: { addon: string; api: string; idsParam?: string },
): Record<string, DataSource> | null {
  const params = promotionParams(props, o.idsParam);
  return params ? { goods: { api: o.api, params, when: `site.addonIsExist.${o.addon} == 1` } } : null;
}

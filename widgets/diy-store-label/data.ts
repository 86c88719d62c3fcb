/**
 * The store labels block's data (its manifest's `data`): /store/api/store/labelPage, the first
 * `count` labels or the merchant's picks, only while the store addon is on. No React, no CSS.
 */
import { clampNum, idList, type DataSource } from '../../src/sdk/isomorphic.ts';

/** The block's source `labels` (none when `diy` picked none). */
export function data(props: { sources?: unknown; count?: unknown; labelIds?: unknown }): Record<string, DataSource> | null {
  let params: Record<string, unknown>;
  if (props.sources === 'diy') {
    const ids = idList(props.labelIds);
    if (!ids.length) return null;
    params = { page: 1, page_size: 0, label_id_arr: ids.join(',') };
  } else {
    params = { page: 1, page_size: Math.round(clampNum(props.count, 1, 20, 3)) };
  }
  return { labels: { api: 'store.labelPage', params, when: 'site.addonIsExist.store == 1' } };
}

/**
 * The request of the block's data, shared by its declaration (./data.ts) and its component (which
 * sizes its placeholders by it). Pure: the server loads it with ./data.ts.
 */
import { clampNum, idList } from '../../src/sdk/isomorphic.ts';

export interface NoticeRequestProps {
  sources?: unknown;
  noticeIds?: unknown;
  count?: unknown;
}

/** notice lists parameters; null for the merchant's own lines. */
export function noticeParams(props: NoticeRequestProps): Record<string, unknown> | null {
  if (props.sources !== 'initial') return null;
  const ids = idList(props.noticeIds);
  return ids.length ? { id_arr: ids.join(',') } : { num: Math.round(clampNum(props.count, 1, 50, 6)) };
}

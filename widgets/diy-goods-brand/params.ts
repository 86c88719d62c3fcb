/**
 * The request of the block's data, shared by its declaration (./data.ts) and its component (which
 * sizes its placeholders by it). Pure: the server loads it with ./data.ts.
 */
import { clampNum, idList } from '../../src/sdk/isomorphic.ts';

export interface BrandRequestProps {
  sources?: unknown;
  brandIds?: unknown;
  count?: unknown;
}

/** /api/goodsbrand/page parameters; null when `diy` picked none. */
export function brandParams(props: BrandRequestProps): Record<string, unknown> | null {
  if (props.sources === 'diy') {
    const ids = idList(props.brandIds);
    return ids.length ? { page: 1, page_size: ids.length, brand_id_arr: ids.join(',') } : null;
  }
  return { page: 1, page_size: Math.round(clampNum(props.count, 1, 100, 8)) };
}

/**
 * The request of the block's data, shared by its declaration (./data.ts) and its component (which
 * sizes its placeholders by it). Pure: the server loads it with ./data.ts.
 */
import { clampNum, idList } from '../../src/sdk/isomorphic.ts';

export interface ArticleRequestProps {
  sources?: unknown;
  articleIds?: unknown;
  count?: unknown;
}

/** article lists parameters; null when `diy` picked none. */
export function articleParams(props: ArticleRequestProps): Record<string, unknown> | null {
  if (props.sources === 'diy') {
    const ids = idList(props.articleIds);
    return ids.length ? { num: ids.length, article_id_arr: ids.join(',') } : null;
  }
  return { num: Math.round(clampNum(props.count, 1, 100, 8)) };
}

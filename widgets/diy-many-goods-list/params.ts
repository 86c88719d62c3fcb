/**
 * The request of the block's data, shared by its declaration (./data.ts) and its component (which
 * sizes its placeholders by it). Pure: the server loads it with ./data.ts.
 */
import { goodsSourceParams } from '../../src/sdk/isomorphic.ts';

/** The schema's default tab (raw node props without `list` show it). */
const DEFAULT_TABS: unknown[] = [{ sources: 'category', categoryId: 0, goodsId: [] }];

export interface ManyGoodsRequestProps {
  list?: unknown;
  count?: unknown;
  sortWay?: unknown;
}

export interface TabSource {
  sources?: unknown;
  categoryId?: unknown;
  goodsId?: unknown;
}

/** The tabs as shown (at most 30). */
export function tabsOf(list: unknown): TabSource[] {
  return (Array.isArray(list) ? list : DEFAULT_TABS).filter((x): x is TabSource => !!x && typeof x === 'object').slice(0, 30);
}

/** A tab's request; null when nothing can match (no ids picked). */
export function tabParams(tab: TabSource | undefined, props: ManyGoodsRequestProps): Record<string, unknown> | null {
  if (!tab) return null;
  return goodsSourceParams({ sources: tab.sources === 'diy' ? 'diy' : 'category', goodsId: tab.goodsId, categoryId: tab.categoryId, count: props.count, sortWay: props.sortWay });
}

/** The name of a tab's source. */
export const tabSource = (index: number): string => `tab${index}`;

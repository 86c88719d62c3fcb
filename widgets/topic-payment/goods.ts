/** What the topic checkout buys: from the page's query, or from storage as NiuShop's goods page leaves it. */
import { readStored } from '../../src/stores/persist.ts';

export interface TopicGoods {
  topic_goods_id: number;
  num: number;
}

const positive = (v: unknown): number | null => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** `{topic_goods_id, num}` from the props when they name an id, else from h5_<storageKey> (`topic_goods_id` or `id`). */
export function topicGoodsOf(props: { topicGoodsId?: unknown; num?: unknown }, storageKey: string): TopicGoods | null {
  const fromProps = positive(props.topicGoodsId);
  if (fromProps) return { topic_goods_id: fromProps, num: positive(props.num) ?? 1 };
  const raw = readStored<unknown>(storageKey);
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  const id = positive(o.topic_goods_id ?? o.id);
  return id ? { topic_goods_id: id, num: positive(o.num) ?? 1 } : null;
}

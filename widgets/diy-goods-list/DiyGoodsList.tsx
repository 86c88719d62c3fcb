/**
 * NiuShop GoodsList (商品列表): goods from /api/goodssku/pageComponents — automatic (`initial`),
 * by category or hand-picked (`diy`, goodsId[]) — sorted by `sortWay`, in the merchant's
 * template and card look. Nothing is shown when the shop has no such goods.
 */
import type { ReactElement } from 'react';
import { defaultsFromSchema } from '../../src/renderer/defaults.ts';
import type { WidgetProps } from '../../src/renderer/types.ts';
import { DiyBlock } from '../../src/diy/DiyBlock.tsx';
import { clampNum, num } from '../../src/diy/style.ts';
import { GoodsCards, goodsCard } from './shared/GoodsCards.tsx';
import { goodsRows, idList } from './shared/goods.ts';
import { lookOf } from './shared/look.ts';
import { useDiyText } from './shared/text.ts';
import { listOf, useApi } from './shared/useApi.ts';
import type { DiyGoodsListProps } from './props.gen.ts';
import schema from './props.schema.json';

export const defaults = defaultsFromSchema<DiyGoodsListProps>(schema);

/** Fields of a goods source (GoodsList itself, a ManyGoodsList tab, GoodsRecommend). */
export interface GoodsSource {
  sources?: unknown;
  count?: unknown;
  goodsId?: unknown;
  categoryId?: unknown;
  sortWay?: unknown;
}

/** The /api/goodssku/pageComponents parameters of a source; null when nothing can match (no ids picked). */
export function goodsSourceParams(src: GoodsSource, fallbackCount = 6): Record<string, unknown> | null {
  const count = Math.round(clampNum(src.count, 1, 100, fallbackCount));
  const order = typeof src.sortWay === 'string' && src.sortWay !== '' ? src.sortWay : 'default';
  if (src.sources === 'diy') {
    const ids = idList(src.goodsId);
    if (ids.length === 0) return null;
    return { page: 1, page_size: ids.length, num: 0, goods_id_arr: ids.join(','), order };
  }
  const category = Math.trunc(num(src.categoryId));
  if (src.sources === 'category' && category > 0) return { page: 1, page_size: count, num: count, category_id: category, order };
  return { page: 1, page_size: count, num: count, order };
}

export default function DiyGoodsList({ props, node }: WidgetProps<DiyGoodsListProps>): ReactElement | null {
  const t = useDiyText();
  const params = goodsSourceParams(props);
  const res = useApi<unknown>('goods.pageComponents', params);
  const look = lookOf(props, defaults, t);
  const items = goodsRows(listOf(res.data)).map((g) => goodsCard(g, look, t));
  if (res.status === 'off' || res.status === 'error' || (res.status === 'ready' && items.length === 0)) return null;
  const skeleton = params ? Number(params.page_size) || 4 : 4;
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-goods-list">
      <GoodsCards items={items} look={look} t={t} loading={res.status === 'loading'} skeleton={skeleton} />
    </DiyBlock>
  );
}

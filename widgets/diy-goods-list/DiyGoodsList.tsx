/**
 * NiuShop GoodsList (商品列表): goods from /api/goodssku/pageComponents — automatic (`initial`),
 * by category or hand-picked (`diy`, goodsId[]) — sorted by `sortWay`, in the merchant's
 * template and card look: one page of `count` goods (NiuShop's `num`). Nothing is shown when the
 * shop has no such goods.
 *
 * On the first view the server inlines that page (`inlinedList`, see ./params.ts: the same
 * request), so the list is in the server's HTML and a guest makes no request; a whole-page refresh
 * reloads it through the page data source it is bound to (the cards stay meanwhile). The inlined
 * page is what a guest sees: a member (whose answer may carry member prices) never sees it, but
 * fetches the list (placeholders meanwhile), as when the page is opened in the app.
 */
import type { ReactElement } from 'react';
import { defaultsFromSchema, DiyBlock, goodsCard, GoodsCards, goodsRows, goodsSourceParams, listOf, lookOf, useApi, useDiyText, useMemberStore, type WidgetProps } from '../../src/sdk/index.ts';
import type { DiyGoodsListProps } from './props.gen.ts';
import schema from './props.schema.json';

export const defaults = defaultsFromSchema<DiyGoodsListProps>(schema);

/** The inlined page's rows (a pageComponents answer), or undefined when the server inlined none. */
export function inlinedGoods(value: unknown): unknown[] | undefined {
  return value !== null && typeof value === 'object' ? listOf(value) : undefined;
}

export default function DiyGoodsList({ props, node }: WidgetProps<DiyGoodsListProps>): ReactElement | null {
  const t = useDiyText();
  const token = useMemberStore((s) => s.token);
  const params = goodsSourceParams(props);
  // The server's first page, for a guest only (the server and the hydration both render as one).
  const inlined = params && token === '' ? inlinedGoods(props.inlinedList) : undefined;
  // Otherwise the widget's own request, again when the shopper logs in or out (member prices).
  const res = useApi<unknown>('goods.pageComponents', inlined === undefined ? params : null, token);
  const status = inlined !== undefined ? 'ready' : res.status;
  const look = lookOf(props, defaults, t);
  const items = goodsRows(inlined ?? listOf(res.data)).map((g) => goodsCard(g, look, t));
  if (status === 'off' || status === 'error' || (status === 'ready' && items.length === 0)) return null;
  const skeleton = params ? Number(params.page_size) || 4 : 4;
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-goods-list">
      <GoodsCards items={items} look={look} t={t} loading={status === 'loading'} skeleton={skeleton} />
    </DiyBlock>
  );
}

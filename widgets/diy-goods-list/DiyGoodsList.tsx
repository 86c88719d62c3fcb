/**
 * NiuShop GoodsList (商品列表): goods from /api/goodssku/pageComponents — automatic (`initial`),
 * by category or hand-picked (`diy`, goodsId[]) — sorted by `sortWay`, in the merchant's
 * template and card look: one page of `count` goods (NiuShop's `num`). Nothing is shown when the
 * shop has no such goods.
 *
 * The page loads that page (./data.ts, the manifest's `data`) with its own sources: on the first
 * view the server has (the list is in its HTML, a guest makes no request; a member, whose answer
 * may carry member prices, fetches it); a whole-page refresh reloads it, the cards staying
 * meanwhile.
 */
import type { ReactElement } from 'react';
import { DiyBlock, goodsCard, GoodsCards, goodsRows, goodsSourceParams, listOf, lookOf, useDiyText, useWidgetData, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type DiyGoodsListProps } from './props.gen.ts';

export { defaults };

export default function DiyGoodsList({ props, node }: WidgetProps<DiyGoodsListProps>): ReactElement | null {
  const t = useDiyText();
  const params = goodsSourceParams(props);
  const { data, status } = useWidgetData(node, 'goods');
  const look = lookOf(props, defaults, t);
  const items = goodsRows(listOf(data)).map((g) => goodsCard(g, look, t));
  const ready = data !== undefined;
  if (!params || status.status === 'skipped' || (status.status === 'error' && !ready) || (ready && items.length === 0)) return null;
  const skeleton = Number(params.page_size) || 4;
  return (
    <DiyBlock props={props} nodeId={node.id} className="diy-goods-list">
      <GoodsCards items={items} look={look} t={t} loading={!ready} skeleton={skeleton} />
    </DiyBlock>
  );
}

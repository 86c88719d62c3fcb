import type { ReactElement } from 'react';
import { ActionButtons, asOrder, GoodsLine, goodsOf, money, orderPayload, PromotionTag, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type OrderCardProps } from './props.gen.ts';
import '../../src/sdk/orders/order.css';
import '../../src/sdk/orders/order-card.css';

export { defaults };

export default function OrderCard({ props, node, emit }: WidgetProps<OrderCardProps>): ReactElement | null {
  const { t } = useTexts('orders');
  const order = asOrder(props.order);
  if (!order) return null;
  const goods = goodsOf(order);
  const count = Number(order.goods_num) || goods.reduce((n, g) => n + (Number(g.num) || 0), 0);
  const open = () => void emit('detail', orderPayload(order));
  return (
    <article className="w-order-card" data-node-id={node.id} data-testid="order-card" data-order-id={order.order_id}>
      <header className="oc-head" onClick={open}>
        <span className="oc-no">{t('orderNo', { no: order.order_no ?? '' })}</span>
        <PromotionTag order={order} />
        <span className="od-status-tag" data-testid="order-status">{order.order_status_name}</span>
      </header>
      <div className="oc-goods" onClick={open} role="button" tabIndex={0} onKeyDown={(e) => e.key === 'Enter' && open()}>
        {goods.map((g, i) => (
          <GoodsLine key={String(g.order_goods_id ?? i)} goods={g} note={g.refund_status ? g.refund_status_name : undefined} />
        ))}
      </div>
      <div className="oc-total">
        {t('itemsTotal', { n: count })}
        <span className="oc-total-money">{money(order.order_money)}</span>
      </div>
      <ActionButtons order={order} onAction={(event, payload) => emit(event, payload)} />
    </article>
  );
}

import type { ReactElement } from 'react';
import { asOrder, FilledForm, GoodsLine, goodsOf, isRecord, type OrderGoods, PromotionTag, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type OrderDetailGoodsProps } from './props.gen.ts';
import '../../src/sdk/orders/order.css';

export { defaults };

const EVENTS: Readonly<Record<string, { event: string; key: string }>> = {
  orderRefundApply: { event: 'refund', key: 'goods.refundApply' },
  orderRefundDetail: { event: 'refundDetail', key: 'goods.refundDetail' },
};

/** The after-sales buttons of an item the widget knows how to handle. */
export function refundButtons(g: OrderGoods): Array<{ action: string; event: string; title: string; key: string }> {
  const list = Array.isArray(g.refund_action) ? g.refund_action.filter(isRecord) : [];
  const out: Array<{ action: string; event: string; title: string; key: string }> = [];
  for (const a of list) {
    const action = typeof a.event === 'string' ? a.event : '';
    const known = EVENTS[action];
    if (known) out.push({ action, event: known.event, title: typeof a.title === 'string' ? a.title : '', key: known.key });
  }
  return out;
}

export default function OrderDetailGoods({ props, node, emit }: WidgetProps<OrderDetailGoodsProps>): ReactElement | null {
  const { t } = useTexts('orders');
  const order = asOrder(props.order);
  const goods = goodsOf(order);
  if (!order || goods.length === 0) return null;
  const refundable = goods.filter((g) => refundButtons(g).some((b) => b.event === 'refund'));
  return (
    <section className="od-panel w-order-detail-goods" data-node-id={node.id}>
      {String(order.promotion_type ?? '').trim() ? (
        <div className="od-promo-row">
          <PromotionTag order={order} />
        </div>
      ) : null}
      {goods.map((g, i) => {
        const buttons = refundButtons(g);
        return (
          <GoodsLine
            key={String(g.order_goods_id ?? i)}
            goods={g}
            note={g.refund_status ? g.refund_status_name : undefined}
            onClick={() => void emit('goods', { sku_id: g.sku_id, goods_id: g.goods_id })}
          >
            <FilledForm form={(g as { form?: unknown }).form} testId="order-goods-form" />
            {buttons.length ? (
              <div className="od-goods-actions">
                {buttons.map((b) => (
                  <button
                    key={b.action}
                    type="button"
                    className="od-btn od-btn--small"
                    data-action={b.action}
                    onClick={() => void emit(b.event, { order_goods_id: g.order_goods_id, order_id: order.order_id })}
                  >
                    {b.title || t(b.key)}
                  </button>
                ))}
              </div>
            ) : null}
          </GoodsLine>
        );
      })}
      {props.showService ? (
        <div className="od-goods-actions">
          <button type="button" className="od-btn od-btn--small" onClick={() => void emit('service', { order_id: order.order_id })}>
            {t('goods.service')}
          </button>
        </div>
      ) : null}
      {refundable.length >= 2 ? (
        <div className="od-goods-actions">
          <button type="button" className="od-link" onClick={() => void emit('refundBatch', { order_id: order.order_id })}>
            {t('goods.refundBatch')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

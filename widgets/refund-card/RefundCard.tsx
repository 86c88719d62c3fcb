import type { ReactElement } from 'react';
import { GoodsLine, isRecord, money, type OrderGoods, positive, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type RefundCardProps } from './props.gen.ts';
import '../../src/sdk/orders/order.css';
import '../../src/sdk/orders/order-card.css';

export { defaults };

export default function RefundCard({ props, node, emit }: WidgetProps<RefundCardProps>): ReactElement | null {
  const { t } = useTexts('refund');
  const r = isRecord(props.refund) ? (props.refund as OrderGoods) : null;
  if (!r) return null;
  const open = () => void emit('detail', { order_goods_id: r.order_goods_id, order_id: r.order_id });
  const amount = positive(r.refund_real_money) ? r.refund_real_money : r.refund_apply_money;
  // A withdrawn request (the item back to no after-sales) has no amount left to show.
  const withdrawn = Number(r.refund_status) === 0;
  return (
    <article className="w-order-card w-refund-card" data-node-id={node.id} data-testid="refund-card">
      <header className="oc-head" onClick={open}>
        <span className="oc-no">{t('orders:orderNo', { no: String(r.order_no ?? '') })}</span>
        <span className="od-status-tag" data-testid="refund-status">{r.refund_status_name}</span>
      </header>
      <GoodsLine goods={r} onClick={open} />
      <div className="oc-total">
        {r.refund_type_name ? <span className="rc-type">{r.refund_type_name}</span> : null}
        {withdrawn ? null : <span className="oc-total-money">{t('list.money', { money: money(amount) })}</span>}
      </div>
      <div className="od-actions">
        <button type="button" className="od-btn" onClick={open}>
          {t('list.view')}
        </button>
      </div>
    </article>
  );
}

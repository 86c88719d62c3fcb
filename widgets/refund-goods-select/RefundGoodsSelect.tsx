import { useState, type ReactElement } from 'react';
import { asOrder, EmptyState, GoodsLine, goodsOf, isRecord, type OrderGoods, showToast, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type RefundGoodsSelectProps } from './props.gen.ts';
import '../../src/sdk/orders/order.css';
import './refund-goods-select.css';

export { defaults };

/** Items whose after-sales can start now. */
export function refundableGoods(order: unknown): OrderGoods[] {
  return goodsOf(asOrder(order)).filter(
    (g) => Array.isArray(g.refund_action) && g.refund_action.some((a) => isRecord(a) && a.event === 'orderRefundApply') && g.order_goods_id !== undefined,
  );
}

function Check({ on }: { on: boolean }): ReactElement {
  return (
    <span className={on ? 'od-check od-check--on' : 'od-check'} aria-hidden="true">
      {on ? (
        <svg viewBox="0 0 24 24" width="14" height="14">
          <path d="m5 12 5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      ) : null}
    </span>
  );
}

export default function RefundGoodsSelect({ props, node, emit }: WidgetProps<RefundGoodsSelectProps>): ReactElement | null {
  const { t } = useTexts('refund');
  const order = asOrder(props.order);
  const goods = refundableGoods(order);
  // Ids the shopper unticked (everything starts selected).
  const [off, setOff] = useState<ReadonlySet<number>>(new Set());
  if (!order) return null;
  if (goods.length === 0) return <EmptyState text={t('select.unavailable')} buttonText={false} />;
  const ids = goods.map((g) => Number(g.order_goods_id));
  const chosen = ids.filter((id) => !off.has(id));
  const all = chosen.length === ids.length;
  const toggle = (id: number) => {
    const next = new Set(off);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOff(next);
  };
  return (
    <div className="w-refund-goods-select" data-node-id={node.id}>
      <section className="od-panel">
        {goods.map((g) => {
          const id = Number(g.order_goods_id);
          const on = !off.has(id);
          return (
            <label key={id} className="rgs-item">
              <input type="checkbox" className="rgs-input" checked={on} onChange={() => toggle(id)} />
              <Check on={on} />
              <GoodsLine goods={g} />
            </label>
          );
        })}
      </section>
      <div className="od-bar-space" />
      <div className="od-bar rgs-bar">
        <label className="rgs-all">
          <input type="checkbox" className="rgs-input" checked={all} onChange={() => setOff(all ? new Set(ids) : new Set())} />
          <Check on={all} />
          {t('select.all')}
        </label>
        <span className="rgs-count">{t('select.selected', { n: chosen.length })}</span>
        <button
          type="button"
          className="od-btn od-btn--fill"
          onClick={() => {
            if (chosen.length === 0) {
              showToast(t('select.none'));
              return;
            }
            void emit('next', { order_goods_ids: chosen.join(','), order_id: order.order_id });
          }}
        >
          {t('select.next')}
        </button>
      </div>
    </div>
  );
}

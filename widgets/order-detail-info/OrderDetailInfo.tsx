import type { ReactElement, ReactNode } from 'react';
import { asOrder, date, filledFormRows, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type OrderDetailInfoProps } from './props.gen.ts';
import '../../src/sdk/orders/order.css';

export { defaults };

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

export default function OrderDetailInfo({ props, node, emit }: WidgetProps<OrderDetailInfoProps>): ReactElement | null {
  const { t } = useTexts('orders');
  const order = asOrder(props.order);
  if (!order) return null;
  const rows: Array<{ key: string; label: string; value: ReactNode }> = [];
  const add = (key: string, value: string) => {
    if (value) rows.push({ key, label: t(`info.${key}`), value });
  };
  const no = text(order.order_no);
  if (no) {
    rows.push({
      key: 'orderNo',
      label: t('info.orderNo'),
      value: (
        <>
          <span data-testid="order-no">{no}</span>
          <button type="button" className="od-link" onClick={() => void emit('copy', { text: no })}>
            {t('info.copy')}
          </button>
        </>
      ),
    });
  }
  add('outTradeNo', text(order.out_trade_no));
  add('createTime', date(order.create_time));
  add('payType', Number(order.pay_status) === 2 || Number(order.pay_time) ? text(order.pay_type_name) : '');
  add('payTime', date(order.pay_time));
  add('deliveryType', text(order.delivery_type_name));
  add('deliveryTime', date(order.delivery_time));
  add('signTime', date(order.sign_time));
  add('finishTime', date(order.finish_time));
  add('closeTime', date(order.close_time));
  add('closeCause', text(order.close_cause));
  add('buyerMessage', text(order.buyer_message));
  // the order form filled at checkout (NiuShop's order `form`): each field's title and value
  for (const r of filledFormRows(order.form)) rows.push({ ...r, key: `form-${r.key}` });
  return (
    <section className="od-panel w-order-detail-info" data-node-id={node.id}>
      <div className="od-panel-title">{t('info.title')}</div>
      {rows.map((r) => (
        <div key={r.key} className="od-row" data-row={r.key}>
          <span className="od-row-label">{r.label}</span>
          <span className="od-row-value">{r.value}</span>
        </div>
      ))}
    </section>
  );
}

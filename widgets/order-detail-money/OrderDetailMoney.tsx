import type { ReactElement } from 'react';
import { asOrder, money, positive, toFen, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type OrderDetailMoneyProps } from './props.gen.ts';
import '../../src/sdk/orders/order.css';

export { defaults };

interface Row {
  key: string;
  label: string;
  value: string;
  strong?: boolean;
}

export default function OrderDetailMoney({ props, node }: WidgetProps<OrderDetailMoneyProps>): ReactElement | null {
  const { t } = useTexts('orders');
  const order = asOrder(props.order);
  if (!order) return null;
  const rows: Row[] = [
    { key: 'goods', label: t('money.goods'), value: money(order.goods_money) },
    { key: 'delivery', label: t('money.delivery'), value: positive(order.delivery_money) ? `+${money(order.delivery_money)}` : money(0) },
  ];
  const minus = (key: string, field: string) => {
    if (positive(order[field])) rows.push({ key, label: t(`money.${key}`), value: `-${money(order[field])}` });
  };
  const plus = (key: string, field: string) => {
    if (positive(order[field])) rows.push({ key, label: t(`money.${key}`), value: `+${money(order[field])}` });
  };
  minus('promotion', 'promotion_money');
  minus('coupon', 'coupon_money');
  minus('point', 'point_money');
  plus('invoice', 'invoice_money');
  plus('invoiceDelivery', 'invoice_delivery_money');
  const adjust = toFen(order.adjust_money);
  if (adjust !== 0) rows.push({ key: 'adjust', label: t('money.adjust'), value: adjust > 0 ? `+${money(order.adjust_money)}` : money(order.adjust_money) });
  rows.push({ key: 'order', label: t('money.order'), value: money(order.order_money) });
  if (positive(order.balance_money)) rows.push({ key: 'balance', label: t('money.balance'), value: money(order.balance_money) });
  const unpaid = Number(order.order_status) === 0;
  const closedUnpaid = Number(order.order_status) === -1 && !Number(order.pay_time);
  if (!closedUnpaid) {
    // Paid: what the order cost (balance + gateway); unpaid: what is still due.
    rows.push({ key: unpaid ? 'due' : 'paid', label: t(unpaid ? 'money.due' : 'money.paid'), value: money(unpaid ? order.pay_money : order.order_money), strong: true });
  }
  if (positive(order.refund_money)) rows.push({ key: 'refund', label: t('money.refund'), value: money(order.refund_money) });
  return (
    <section className="od-panel w-order-detail-money" data-node-id={node.id}>
      {rows.map((r) => (
        <div key={r.key} className={r.strong ? 'od-row od-row--strong' : 'od-row'} data-row={r.key}>
          <span className="od-row-label">{r.label}</span>
          <span className={r.strong ? 'od-row-value od-price' : 'od-row-value'}>{r.value}</span>
        </div>
      ))}
    </section>
  );
}

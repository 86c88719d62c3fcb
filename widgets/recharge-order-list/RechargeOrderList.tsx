/** NiuShop's recharge records (pages_tool/recharge/order_list): the rows are a paged page source. */
import type { ReactElement } from 'react';
import { date, EmptyState, formatMoney, PagedMore, pagedSettled, useSourceStatus, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type RechargeOrderListProps } from './props.gen.ts';
import './recharge-order-list.css';

export type { RechargeOrderListProps };
export { defaults };

interface RechargeOrder {
  order_id: number;
  order_no: string;
  recharge_name: string;
  face_value: string;
  buy_price: string;
  price?: string;
  point: number;
  growth: number;
  coupon_id: string;
  create_time: number;
  pay_time?: number;
}

export default function RechargeOrderList({ props, node }: WidgetProps<RechargeOrderListProps>): ReactElement {
  const { t: ti } = useTexts('wallet');
  const t = (key: string, vars?: Record<string, unknown>) => ti(key, vars ?? {});
  const items = (Array.isArray(props.items) ? props.items : []) as unknown as RechargeOrder[];
  const status = useSourceStatus(props.pagedSource ?? '');
  const settled = pagedSettled(props.pagedSource, status);

  const gifts = (o: RechargeOrder): string[] => {
    const out: string[] = [];
    if (Number(o.point) > 0) out.push(t('recharge.giftPoint', { n: o.point }));
    if (Number(o.growth) > 0) out.push(t('recharge.giftGrowth', { n: o.growth }));
    const n = String(o.coupon_id ?? '').split(',').filter((s) => Number(s) > 0).length;
    if (n > 0) out.push(t('recharge.giftCoupon', { n }));
    return out;
  };

  return (
    <div className="rol" data-node-id={node.id} aria-busy={!settled && items.length === 0}>
      {items.length ? (
        <ul className="rol-list">
          {items.map((o) => (
            <li key={o.order_id} className="rol-row" data-testid="recharge-row">
              <div className="rol-top">
                <strong>{o.recharge_name}</strong>
                <span className="rol-paid">{t('recharge.paid', { money: formatMoney(o.price || o.buy_price) })}</span>
              </div>
              <div className="rol-line">
                <span>{t('recharge.orderNo', { no: o.order_no })}</span>
                <span>{t('recharge.face', { money: formatMoney(o.face_value) })}</span>
              </div>
              <div className="rol-line">
                <span>{date(o.pay_time || o.create_time)}</span>
                {gifts(o).length ? <span>{t('recharge.gift', { items: gifts(o).join(t('recharge.listSep')) })}</span> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : settled ? (
        <EmptyState text={t('recharge.empty')} buttonText={false} />
      ) : null}
      <PagedMore source={props.pagedSource} count={items.length} />
    </div>
  );
}

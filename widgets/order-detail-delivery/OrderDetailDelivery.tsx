import type { ReactElement } from 'react';
import { asOrder, isRecord, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type OrderDetailDeliveryProps } from './props.gen.ts';
import '../../src/sdk/orders/order.css';
import './order-detail-delivery.css';

export { defaults };

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** NiuShop's full_address uses '-' or ',' between province, city and district. */
export function fullAddress(full: unknown, detail: unknown): string {
  const area = str(full).replace(/[-,]/g, ' ').replace(/\s+/g, ' ').trim();
  return [area, str(detail)].filter(Boolean).join(' ');
}

function PinIcon(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
    </svg>
  );
}

export default function OrderDetailDelivery({ props, node, emit }: WidgetProps<OrderDetailDeliveryProps>): ReactElement | null {
  const { t } = useTexts('orders');
  const order = asOrder(props.order);
  if (!order) return null;
  const pickup = Number(order.order_type) === 2 || order.delivery_type === 'store';
  if (pickup) {
    const store = isRecord(order.delivery_store_info) ? order.delivery_store_info : {};
    const code = str(isRecord(order.code_info) ? order.code_info.code : '') || str(order.delivery_code);
    return (
      <section className="od-panel w-order-detail-delivery" data-node-id={node.id}>
        <div className="odd-head">
          <span className="odd-icon"><PinIcon /></span>
          <div className="odd-body">
            <div className="odd-title">
              {t('delivery.pickup')}：{str(order.delivery_store_name) || str(store.store_name)}
            </div>
            <div className="odd-line">{fullAddress(store.full_address, store.address)}</div>
            {str(store.open_date) ? <div className="odd-line">{t('delivery.openTime')}：{str(store.open_date)}</div> : null}
            {str(store.telphone) || str(store.telephone) ? (
              <div className="odd-line">
                {t('delivery.phone')}：{str(store.telphone) || str(store.telephone)}
              </div>
            ) : null}
          </div>
        </div>
        {code ? (
          <div className="od-row">
            <span className="od-row-label">{t('delivery.pickupCode')}</span>
            <span className="od-row-value">
              <b>{code}</b>
              <button type="button" className="od-link" onClick={() => void emit('copy', { text: code })}>
                {t('info.copy')}
              </button>
            </span>
          </div>
        ) : null}
        {str(order.buyer_ask_delivery_time) ? (
          <div className="od-row">
            <span className="od-row-label">{t('delivery.pickupTime')}</span>
            <span className="od-row-value">{str(order.buyer_ask_delivery_time)}</span>
          </div>
        ) : null}
      </section>
    );
  }
  const name = str(order.name);
  const address = fullAddress(order.full_address, order.address);
  if (!name && !address) return null;
  return (
    <section className="od-panel w-order-detail-delivery" data-node-id={node.id} aria-label={t('delivery.address')}>
      <div className="odd-head">
        <span className="odd-icon"><PinIcon /></span>
        <div className="odd-body">
          <div className="odd-title">
            {name} <span className="odd-mobile">{str(order.mobile)}</span>
          </div>
          <div className="odd-line">{address}</div>
        </div>
      </div>
    </section>
  );
}

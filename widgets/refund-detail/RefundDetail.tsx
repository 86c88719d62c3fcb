import { useState, type ReactElement, type ReactNode } from 'react';
import { date, GoodsLine, img, isRecord, money, type OrderGoods, Popup, positive, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { DeliveryForm } from './DeliveryForm.tsx';
import { defaults, type RefundDetailProps } from './props.gen.ts';
import '../../src/sdk/orders/order.css';
import './refund-detail.css';

export { defaults };

interface LogRow {
  id?: number;
  action?: string;
  desc?: string;
  username?: string;
  action_way?: number;
  refund_status_name?: string;
  action_time?: number;
  create_time?: number;
}

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** The buyer's buttons of a refund status (from the item's refund_action). */
export function refundButtons(refund: Record<string, unknown>): string[] {
  const list = Array.isArray(refund.refund_action) ? refund.refund_action.filter(isRecord) : [];
  return list.map((a) => text(a.event)).filter((e) => ['orderRefundCancel', 'orderRefundDelivery', 'orderRefundAsk'].includes(e));
}

export default function RefundDetail({ props, node, emit }: WidgetProps<RefundDetailProps>): ReactElement | null {
  const { t } = useTexts('refund');
  const [shipping, setShipping] = useState(false);
  const [busy, setBusy] = useState(false);
  const refund = isRecord(props.refund) ? props.refund : null;
  if (!refund) return null;
  const status = Number(refund.refund_status) || 0;
  const id = refund.order_goods_id;
  const buttons = refundButtons(refund);
  const logs = (Array.isArray(refund.refund_log_list) ? (refund.refund_log_list.filter(isRecord) as LogRow[]) : []).slice().reverse();
  const applyTime = logs.length ? Number(logs[logs.length - 1]?.action_time ?? 0) : 0;
  const address = text(refund.shop_address) || text(refund.refund_address);
  const images = text(refund.refund_images).split(',').map((s) => s.trim()).filter(Boolean);
  const tipKey = status < 0 ? `detail.tipM${-status}` : `detail.tip${status}`;

  const run = async (event: string, payload: Record<string, unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      await emit(event, payload);
    } finally {
      setBusy(false);
    }
  };

  const rows: Array<{ key: string; label: string; value: ReactNode }> = [];
  const add = (key: string, value: ReactNode) => {
    if (value !== '' && value !== null && value !== undefined) rows.push({ key, label: t(`detail.${key}`), value });
  };
  add('refundNo', text(refund.refund_no));
  add('applyTime', date(applyTime));
  add('type', text(refund.refund_type_name));
  add('applyMoney', status ? <span className="od-price">{money(refund.refund_apply_money)}</span> : '');
  add('realMoney', positive(refund.refund_real_money) ? <span className="od-price">{money(refund.refund_real_money)}</span> : '');
  add('reason', text(refund.refund_reason));
  add('remark', text(refund.refund_remark));
  add('refuseReason', status === -1 ? text(refund.refund_refuse_reason) : '');
  add('returnShipment', text(refund.refund_delivery_no) ? `${text(refund.refund_delivery_name)} ${text(refund.refund_delivery_no)}` : '');

  return (
    <div className="w-refund-detail" data-node-id={node.id}>
      <section className="rd-head">
        <div className="rd-status" data-testid="refund-status">
          {status ? text(refund.refund_status_name) : t('detail.none')}
        </div>
        {status ? <div className="rd-tip">{t(tipKey)}</div> : null}
      </section>
      {status === 4 && address ? (
        <section className="od-panel">
          <div className="od-panel-title">{t('detail.shopAddress')}</div>
          <div className="rd-address">{address}</div>
        </section>
      ) : null}
      <section className="od-panel">
        <GoodsLine goods={refund as OrderGoods} />
        {rows.map((r) => (
          <div key={r.key} className="od-row" data-row={r.key}>
            <span className="od-row-label">{r.label}</span>
            <span className="od-row-value">{r.value}</span>
          </div>
        ))}
        {images.length ? (
          <div className="rd-images" aria-label={t('detail.images')}>
            {images.map((p) => (
              <img key={p} src={img(p, 'small') || img(p)} alt="" loading="lazy" />
            ))}
          </div>
        ) : null}
      </section>
      {logs.length ? (
        <section className="od-panel">
          <div className="od-panel-title">{t('detail.log')}</div>
          <ol className="rd-log" data-testid="refund-log">
            {logs.map((l, i) => (
              <li key={l.id ?? i} className={i === 0 ? 'rd-log-item rd-log-item--latest' : 'rd-log-item'}>
                <div className="rd-log-action">{text(l.action)}</div>
                {text(l.desc) ? <div className="rd-log-desc">{text(l.desc)}</div> : null}
                <div className="rd-log-time">
                  {text(l.username)} {date(l.action_time ?? l.create_time)}
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {buttons.length ? (
        <>
          <div className="od-bar-space" />
          <div className="od-bar">
            <div className="od-actions">
              {buttons.includes('orderRefundCancel') ? (
                <button type="button" className="od-btn" disabled={busy} onClick={() => void run('cancel', { order_goods_id: id })}>
                  {t('detail.cancel')}
                </button>
              ) : null}
              {buttons.includes('orderRefundDelivery') ? (
                <button type="button" className="od-btn od-btn--main" disabled={busy} onClick={() => setShipping(true)}>
                  {t('detail.delivery')}
                </button>
              ) : null}
              {buttons.includes('orderRefundAsk') ? (
                <button type="button" className="od-btn od-btn--main" disabled={busy} onClick={() => void run('reapply', { order_goods_id: id })}>
                  {t('detail.reapply')}
                </button>
              ) : null}
            </div>
          </div>
        </>
      ) : null}
      <Popup open={shipping && status === 4} onClose={() => setShipping(false)} title={t('delivery.title')}>
        <DeliveryForm onSubmit={(values) => run('delivery', { order_goods_id: id, ...values })} />
      </Popup>
    </div>
  );
}

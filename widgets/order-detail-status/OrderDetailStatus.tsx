import { useEffect, useRef, useState, type ReactElement } from 'react';
import { asOrder, money, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type OrderDetailStatusProps } from './props.gen.ts';
import './order-detail-status.css';

export { defaults };

/** 3725 → "01:02:05" (hours grow past 24 when needed). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(Math.floor(s / 3600))}:${p(Math.floor((s % 3600) / 60))}:${p(s % 60)}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Seconds left until `deadline`, ticking each second. null until mounted (render stays
 * server-safe: no clock read during render).
 */
function useRemaining(deadline: number, serverTime: number | null | undefined, onZero: () => void): number | null {
  const [left, setLeft] = useState<number | null>(null);
  const zero = useRef(onZero);
  useEffect(() => {
    zero.current = onZero;
  });
  useEffect(() => {
    if (!deadline) return;
    // The server's clock when given (its time at load vs ours now), else the device's.
    const offset = typeof serverTime === 'number' && serverTime > 0 ? serverTime - nowSeconds() : 0;
    let fired = false;
    const tick = () => {
      const rest = deadline - (nowSeconds() + offset);
      setLeft(Math.max(0, rest));
      if (rest <= 0 && !fired) {
        fired = true;
        clearInterval(timer);
        zero.current();
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [deadline, serverTime]);
  return left;
}

export default function OrderDetailStatus({ props, node, emit }: WidgetProps<OrderDetailStatusProps>): ReactElement | null {
  const { t } = useTexts('orders');
  const order = asOrder(props.order);
  const unpaid = order !== null && Number(order.order_status) === 0;
  const deadline = unpaid ? Number(order.auto_close_time) || 0 : 0;
  const left = useRemaining(deadline, props.serverTime, () => void emit('expire', { order_id: order?.order_id }));
  if (!order) return null;
  const closed = Number(order.order_status) === -1;
  const refunding = Number(order.is_lock) === 1;
  return (
    <section className="w-order-detail-status" data-node-id={node.id}>
      <div className="ods-name" data-testid="order-status">{order.order_status_name}</div>
      {unpaid ? (
        <div className="ods-sub">
          {left !== null && deadline ? <span data-testid="order-countdown">{t('status.countdown', { time: clock(left) })}</span> : null}
          <span className="ods-due">
            {t('money.due')} {money(order.pay_money)}
          </span>
        </div>
      ) : null}
      {closed && order.close_cause ? <div className="ods-sub">{t('status.closeCause', { cause: order.close_cause })}</div> : null}
      {refunding ? <div className="ods-sub">{t('status.refunding')}</div> : null}
    </section>
  );
}

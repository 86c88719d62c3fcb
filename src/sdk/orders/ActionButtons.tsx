/** The member action buttons of an order (list cards and the detail page's bar). */
import { useState, type ReactElement } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { orderButtons, orderPayload, type Order } from './order.ts';

export interface ActionButtonsProps {
  order: Order;
  /** Emits the button's event with the order payload; the returned promise keeps the button busy. */
  onAction: (event: string, payload: Record<string, unknown>) => Promise<void> | void;
}

export function ActionButtons({ order, onAction }: ActionButtonsProps): ReactElement | null {
  const { t } = useTexts('orders');
  const [busy, setBusy] = useState('');
  const buttons = orderButtons(order);
  if (buttons.length === 0) return null;
  const run = async (action: string, event: string) => {
    if (busy) return;
    setBusy(action);
    try {
      await onAction(event, { ...orderPayload(order), action });
    } finally {
      setBusy('');
    }
  };
  return (
    <div className="od-actions" data-testid="order-actions">
      {buttons.map((b) => (
        <button
          key={b.action}
          type="button"
          className={b.main ? 'od-btn od-btn--main' : 'od-btn'}
          data-action={b.action}
          disabled={busy !== ''}
          onClick={(e) => {
            e.stopPropagation();
            void run(b.action, b.event);
          }}
        >
          {b.title || t(b.labelKey)}
        </button>
      ))}
    </div>
  );
}

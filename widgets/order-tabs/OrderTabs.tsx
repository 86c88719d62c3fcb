import { useEffect, useRef, type ReactElement } from 'react';
import { useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type OrderTabsProps } from './props.gen.ts';
import './order-tabs.css';

export { defaults };

export const ORDER_TABS = ['all', 'waitpay', 'waitsend', 'waitconfirm', 'waitrate', 'wait_use'] as const;

export default function OrderTabs({ props, node, emit }: WidgetProps<OrderTabsProps>): ReactElement {
  const { t } = useTexts('orders');
  const tabs = (Array.isArray(props.tabs) && props.tabs.length ? props.tabs : ORDER_TABS).filter((s) => (ORDER_TABS as readonly string[]).includes(s));
  const current = tabs.includes(props.value as (typeof tabs)[number]) ? props.value : 'all';
  const bar = useRef<HTMLElement>(null);
  // Keep the selected tab in view (the English labels overflow a phone's width).
  useEffect(() => {
    const el = bar.current;
    const tab = el?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!el || !tab) return;
    const left = tab.offsetLeft - (el.clientWidth - tab.offsetWidth) / 2;
    el.scrollLeft = Math.max(0, left);
  }, [current]);
  return (
    <nav ref={bar} className="w-order-tabs" data-node-id={node.id} role="tablist" aria-label={t('tabs.all')}>
      {tabs.map((s) => (
        <button
          key={s}
          type="button"
          role="tab"
          aria-selected={s === current}
          className={s === current ? 'ot-tab ot-tab--on' : 'ot-tab'}
          onClick={() => {
            if (s !== current) void emit('change', { status: s });
          }}
        >
          <span>{t(`tabs.${s}`)}</span>
        </button>
      ))}
    </nav>
  );
}

import type { ReactElement } from 'react';
import { allowedTypes, GoodsLine, refundGoods, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type RefundTypeSelectProps } from './props.gen.ts';
import '../../src/sdk/orders/order.css';
import './refund-type-select.css';

export { defaults };

function Chevron(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function RefundTypeSelect({ props, node, emit }: WidgetProps<RefundTypeSelectProps>): ReactElement | null {
  const { t } = useTexts('refund');
  const goods = refundGoods(props.data);
  if (goods.length === 0) return null;
  const types = allowedTypes(props.data);
  return (
    <div className="w-refund-type-select" data-node-id={node.id}>
      <section className="od-panel">
        {goods.map((g, i) => (
          <GoodsLine key={String(g.order_goods_id ?? i)} goods={g} />
        ))}
      </section>
      <section className="od-panel">
        <div className="od-panel-title">{t('type.choose')}</div>
        {types.map((type) => (
          <button
            key={type}
            type="button"
            className="rts-option"
            data-refund-type={type}
            onClick={() => void emit('select', { refund_type: type, order_goods_id: goods[0]?.order_goods_id })}
          >
            <span className="rts-text">
              <span className="rts-name">{t(`type.${type}`)}</span>
              <span className="rts-desc">{t(`type.desc${type}`)}</span>
            </span>
            <Chevron />
          </button>
        ))}
      </section>
    </div>
  );
}

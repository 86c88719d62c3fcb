import type { ReactElement } from 'react';
import { ActionButtons, asOrder, orderButtons, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type OrderActionsProps } from './props.gen.ts';
import '../../src/sdk/orders/order.css';

export { defaults };

export default function OrderActions({ props, node, emit }: WidgetProps<OrderActionsProps>): ReactElement | null {
  const order = asOrder(props.order);
  if (!order || orderButtons(order).length === 0) return null;
  const buttons = <ActionButtons order={order} onAction={(event, payload) => emit(event, payload)} />;
  if (props.fixed === false) {
    return (
      <div className="od-panel" data-node-id={node.id}>
        {buttons}
      </div>
    );
  }
  return (
    <div data-node-id={node.id}>
      <div className="od-bar-space" />
      <div className="od-bar">{buttons}</div>
    </div>
  );
}

import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { PayPanelProps } from './props.gen.ts';

export default defineWidget<PayPanelProps>({
  type: 'pay-panel',
  version: '1.0.0',
  description: 'Payment method screen: amount, balance switch, pay types, confirm payment, view order.',
  namespaces: ['pay'],
  load: () => import('./PayPanel.tsx'),
});

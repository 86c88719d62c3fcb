import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { PayResultProps } from './props.gen.ts';

export default defineWidget<PayResultProps>({
  type: 'pay-result',
  version: '1.0.0',
  description: 'Payment result: polls the pay status, shows the amount, view order / back home; emits `paid` once the payment is confirmed.',
  events: ['paid'],
  namespaces: ['pay'],
  load: () => import('./PayResult.tsx'),
});

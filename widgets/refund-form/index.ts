import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { RefundFormProps } from './props.gen.ts';

export default defineWidget<RefundFormProps>({
  type: 'refund-form',
  version: '1.0.0',
  description: 'The after-sales application form: type, reason, amount, description, proof images.',
  events: ['submit'],
  namespaces: ['refund', 'orders', 'evaluate', 'validation'],
  load: () => import('./RefundForm.tsx'),
});

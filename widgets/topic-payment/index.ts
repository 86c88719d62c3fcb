import { defineWidget } from '../../src/renderer/types.ts';
import type { TopicPaymentProps } from './props.gen.ts';

export default defineWidget<TopicPaymentProps>({
  type: 'topic-payment',
  version: '1.0.0',
  description: 'Topic checkout: address, delivery, goods at the topic price, balance, message, server totals, submit once.',
  namespaces: ['checkout', 'pay', 'topic'],
  load: () => import('./TopicPayment.tsx'),
});

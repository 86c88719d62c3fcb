import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { WithdrawDetailProps } from './props.gen.ts';

export default defineWidget<WithdrawDetailProps>({
  type: 'withdraw-detail',
  version: '1.0.0',
  description: 'One withdrawal: amount, status and what each status adds (audit, refusal, failure, transfer).',
  namespaces: ['wallet'],
  load: () => import('./WithdrawDetail.tsx'),
});

import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { WithdrawListProps } from './props.gen.ts';

export default defineWidget<WithdrawListProps>({
  type: 'withdraw-list',
  version: '1.0.0',
  description: 'Withdrawal records with every status; a row opens its detail.',
  namespaces: ['wallet'],
  load: () => import('./WithdrawList.tsx'),
});

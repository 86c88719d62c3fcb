import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { WithdrawAccountListProps } from './props.gen.ts';

export default defineWidget<WithdrawAccountListProps>({
  type: 'withdraw-account-list',
  version: '1.0.0',
  description: 'Withdrawal accounts: list, choose the default (and return to the asking page), edit, delete, add.',
  namespaces: ['wallet'],
  events: ['setDefault', 'choose', 'remove'],
  load: () => import('./WithdrawAccountList.tsx'),
});

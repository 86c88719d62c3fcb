import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { AccountSummaryProps } from './props.gen.ts';

export default defineWidget<AccountSummaryProps>({
  type: 'account-summary',
  version: '1.0.0',
  description: 'My balance (total, cash, stored; detail, recharge, withdraw) or my points (current, accumulated, used, today; detail, mall, tasks).',
  events: ['detail', 'recharge', 'rechargeRecords', 'withdraw', 'mall', 'signin', 'shop'],
  namespaces: ['member'],
  load: () => import('./AccountSummary.tsx'),
});

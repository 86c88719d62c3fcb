import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { WithdrawApplyFormProps } from './props.gen.ts';

export default defineWidget<WithdrawApplyFormProps>({
  type: 'withdraw-apply-form',
  version: '1.0.0',
  description: 'Apply for a balance withdrawal to the default account: amount within the shop limits and the withdrawable balance, the fee shown before submit.',
  namespaces: ['wallet'],
  load: () => import('./WithdrawApplyForm.tsx'),
});

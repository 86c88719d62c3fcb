import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { WithdrawAccountFormProps } from './props.gen.ts';

export default defineWidget<WithdrawAccountFormProps>({
  type: 'withdraw-account-form',
  version: '1.0.0',
  description: 'Add or edit a withdrawal account (bank card, Alipay, WeChat where the member has an openid); the server-shared rules.',
  namespaces: ['wallet', 'validation'],
  load: () => import('./WithdrawAccountForm.tsx'),
});

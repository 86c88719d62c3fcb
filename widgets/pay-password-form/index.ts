import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { PayPasswordFormProps } from './props.gen.ts';

export default defineWidget<PayPasswordFormProps>({
  type: 'pay-password-form',
  version: '1.0.0',
  description: 'Set or change the 6-digit payment password with an SMS code, then return.',
  namespaces: ['pay'],
  load: () => import('./PayPasswordForm.tsx'),
});

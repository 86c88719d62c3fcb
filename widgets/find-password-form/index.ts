import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { FindPasswordFormProps } from './props.gen.ts';

export default defineWidget<FindPasswordFormProps>({
  type: 'find-password-form',
  version: '1.0.0',
  description: 'Find password: mobile + captcha, dynamic code, new password.',
  events: ['reset'],
  namespaces: ['login', 'validation'],
  load: () => import('./FindPasswordForm.tsx'),
});

import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { LoginFormProps } from './props.gen.ts';

export default defineWidget<LoginFormProps>({
  type: 'login-form',
  version: '1.0.0',
  description: 'Login by mobile + dynamic code or account + password.',
  events: ['login'],
  namespaces: ['login', 'validation'],
  load: () => import('./LoginForm.tsx'),
});

import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { RegisterFormProps } from './props.gen.ts';

export default defineWidget<RegisterFormProps>({
  type: 'register-form',
  version: '1.0.0',
  description: 'Register by username + password or mobile + dynamic code; then the new-member reward.',
  events: ['register'],
  namespaces: ['login', 'validation'],
  load: () => import('./RegisterForm.tsx'),
});

import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { CartLoginPromptProps } from './props.gen.ts';

export default defineWidget<CartLoginPromptProps>({
  type: 'cart-login-prompt',
  version: '1.0.0',
  description: 'Login prompt for guests on the cart tab.',
  namespaces: ['cart'],
  load: () => import('./CartLoginPrompt.tsx'),
});

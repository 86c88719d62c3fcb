import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { SmsCodeButtonProps } from './props.gen.ts';

export default defineWidget<SmsCodeButtonProps>({
  type: 'sms-code-button',
  version: '1.0.0',
  description: "The 'get dynamic code' button: validates, sends, counts down 120 s.",
  events: ['sent', 'reset'],
  namespaces: ['login', 'validation'],
  load: () => import('./SmsCodeButton.tsx'),
});

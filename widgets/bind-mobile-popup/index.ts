import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { BindMobilePopupProps } from './props.gen.ts';

export default defineWidget<BindMobilePopupProps>({
  type: 'bind-mobile-popup',
  version: '1.0.0',
  description: 'Phone-binding popup after a third-party login (forced binding).',
  events: ['bound', 'cancel'],
  namespaces: ['login', 'validation'],
  load: () => import('./BindMobilePopup.tsx'),
});

import { defineWidget } from '../../src/renderer/types.ts';
import type { RegisterRewardPopupProps } from './props.gen.ts';

export default defineWidget<RegisterRewardPopupProps>({
  type: 'register-reward-popup',
  version: '1.0.0',
  description: 'New-member reward popup after registering.',
  events: ['done'],
  namespaces: ['login'],
  load: () => import('./RegisterRewardPopup.tsx'),
});

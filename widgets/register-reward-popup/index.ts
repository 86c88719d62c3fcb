import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { RegisterRewardPopupProps } from './props.gen.ts';

export default defineWidget<RegisterRewardPopupProps>({
  type: 'register-reward-popup',
  version: '1.0.0',
  description: 'New-member reward popup after registering.',
  events: ['done'],
  namespaces: ['login'],
  load: () => import('./RegisterRewardPopup.tsx'),
});

import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyFollowOfficialAccountProps } from './props.gen.ts';

export default defineWidget<DiyFollowOfficialAccountProps>({
  type: 'diy-follow-official-account',
  version: '1.0.0',
  description: 'NiuShop FollowOfficialAccount (关注公众号): a follow bar, only inside the WeChat browser.',
  namespaces: ['diy'],
  load: () => import('./DiyFollowOfficialAccount.tsx'),
});

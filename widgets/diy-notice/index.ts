import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyNoticeProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiyNoticeProps>({
  type: 'diy-notice',
  version: '1.0.0',
  description: 'NiuShop Notice (公告): a leading icon and the merchant notices, one at a time (vertical) or as a marquee.',
  namespaces: ['diy'],
  data,
  load: () => import('./DiyNotice.tsx'),
});

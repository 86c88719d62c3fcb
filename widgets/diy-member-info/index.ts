import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyMemberInfoProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiyMemberInfoProps>({
  type: 'diy-member-info',
  version: '1.0.0',
  description: 'NiuShop MemberInfo (会员信息): avatar, nickname, level, balance, points and coupons of the member (or the login prompt for a guest), and the paid member card banner (card, or card_buy without one).',
  namespaces: ['diywidgets'],
  data,
  load: () => import('./DiyMemberInfo.tsx'),
});

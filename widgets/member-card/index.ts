import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { MemberCardProps } from './props.gen.ts';

export default defineWidget<MemberCardProps>({
  type: 'member-card',
  version: '1.0.0',
  description: "The member's paid card: level, expiry, benefits and renewal; without one, the way to buy one.",
  namespaces: ['member'],
  load: () => import('./MemberCard.tsx'),
});

import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { ConsumeRewardProps } from './props.gen.ts';

export default defineWidget<ConsumeRewardProps>({
  type: 'consume-reward',
  version: '1.0.0',
  description: 'The spending reward of a payment (memberconsume) on the pay result page: points, growth and coupons given for the order, each with a link to where it shows.',
  namespaces: ['pay'],
  load: () => import('./ConsumeReward.tsx'),
});

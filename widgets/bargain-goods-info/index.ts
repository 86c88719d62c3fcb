import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { BargainGoodsInfoProps } from './props.gen.ts';

export default defineWidget<BargainGoodsInfoProps>({
  type: 'bargain-goods-info',
  version: '1.0.0',
  description: "A bargain goods' price band (the lowest price it can be cut to, the original price), name, joined and left, and the activity's rules (buy at the floor only or at any price, helps needed, how long a launch lasts).",
  events: ['missing'],
  namespaces: ['bargain'],
  load: () => import('./BargainGoodsInfo.tsx'),
});

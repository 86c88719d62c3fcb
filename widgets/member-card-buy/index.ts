import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { MemberCardBuyProps } from './props.gen.ts';

export default defineWidget<MemberCardBuyProps>({
  type: 'member-card-buy',
  version: '1.0.0',
  description: 'Paid member card purchase: the cards, their period prices, benefits and opening gifts, the agreement; creates the card order and opens the payment.',
  namespaces: ['member'],
  load: () => import('./MemberCardBuy.tsx'),
});

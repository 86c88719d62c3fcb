import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { BargainMyListProps } from './props.gen.ts';

export default defineWidget<BargainMyListProps>({
  type: 'bargain-my-list',
  version: '1.0.0',
  description: "The member's bargains: status tabs (all, in progress, succeeded, failed) and each launch with its status, current and lowest price, and what it allows (keep going, buy, view the order).",
  events: ['tab', 'detail', 'buy', 'order'],
  namespaces: ['bargain'],
  load: () => import('./BargainMyList.tsx'),
});

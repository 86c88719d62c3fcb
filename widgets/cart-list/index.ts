import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { CartListProps } from './props.gen.ts';

export default defineWidget<CartListProps>({
  type: 'cart-list',
  version: '1.0.0',
  description: "The member's cart lines, invalid goods, select all, total and settle.",
  namespaces: ['cart'],
  events: ['changed'],
  load: () => import('./CartList.tsx'),
});

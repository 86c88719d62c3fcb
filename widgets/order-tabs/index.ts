import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { OrderTabsProps } from './props.gen.ts';

export default defineWidget<OrderTabsProps>({
  type: 'order-tabs',
  version: '1.0.0',
  description: "The order list's status tabs.",
  events: ['change'],
  namespaces: ['orders'],
  load: () => import('./OrderTabs.tsx'),
});

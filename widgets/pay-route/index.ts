import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { PayRouteProps } from './props.gen.ts';

export default defineWidget<PayRouteProps>({
  type: 'pay-route',
  version: '1.0.0',
  description: "NiuShop's pages_tool/weapp/order_shipping: goes on to the page of what a payment paid for (the path the server answers by pay event), or says why it cannot.",
  namespaces: ['pay'],
  load: () => import('./PayRoute.tsx'),
});

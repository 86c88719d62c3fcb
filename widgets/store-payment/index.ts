import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { StorePaymentProps } from './props.gen.ts';

export default defineWidget<StorePaymentProps>({
  type: 'store-payment',
  version: '1.0.0',
  description: 'The store payment hub: balance hint, store list, balance menu and the way to the pay code.',
  events: ['storeList', 'recharge', 'rechargeRecords', 'balanceDetail', 'balance', 'pay'],
  namespaces: ['member'],
  load: () => import('./StorePayment.tsx'),
});

import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { PayCodeProps } from './props.gen.ts';

export default defineWidget<PayCodeProps>({
  type: 'pay-code',
  version: '1.0.0',
  description: 'The member pay code shown to a cashier: barcode, masked code, QR code, dynamic code, and the member’s points, balance and coupons.',
  events: ['regenerate', 'expire', 'level', 'card', 'recharge', 'points', 'balance', 'coupons'],
  namespaces: ['member'],
  load: () => import('./PayCode.tsx'),
});

import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyPaymentQrcodeProps } from './props.gen.ts';

export default defineWidget<DiyPaymentQrcodeProps>({
  type: 'diy-payment-qrcode',
  version: '1.0.0',
  description: "NiuShop PaymentQrcode (付款码): the member's in-store payment card (store addon only).",
  namespaces: ['diywidgets'],
  load: () => import('./DiyPaymentQrcode.tsx'),
});

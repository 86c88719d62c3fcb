import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { WxPayGuideProps } from './props.gen.ts';

export default defineWidget<WxPayGuideProps>({
  type: 'wx-pay-guide',
  version: '1.0.0',
  description: "NiuShop's pages_tool/pay/wx_pay: a payment that WeChat's browser cannot open is opened in another browser (copy the link, or the ··· menu's 'open in browser').",
  events: ['copy', 'paid'],
  namespaces: ['pay'],
  load: () => import('./WxPayGuide.tsx'),
});

import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { RechargePackagesProps } from './props.gen.ts';

export default defineWidget<RechargePackagesProps>({
  type: 'recharge-packages',
  version: '1.0.0',
  description: 'Recharge: the balance, the packages and a custom amount within the shop limits; creates the recharge order and opens the payment.',
  namespaces: ['wallet'],
  load: () => import('./RechargePackages.tsx'),
});

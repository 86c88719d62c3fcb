import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyStoreLabelProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiyStoreLabelProps>({
  type: 'diy-store-label',
  version: '1.0.0',
  description: "NiuShop StoreLabel (门店标签): the shop's store labels in one row (store addon only).",
  namespaces: ['diywidgets'],
  data,
  load: () => import('./DiyStoreLabel.tsx'),
});

import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyStoreProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiyStoreProps>({
  type: 'diy-store',
  version: '1.0.0',
  description: 'StoreShow (门店): the chosen or default store — picture, name, hours, address, phone — from the store endpoints (store addon only).',
  namespaces: ['diywidgets'],
  data,
  load: () => import('./DiyStore.tsx'),
});

import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { ShopContactProps } from './props.gen.ts';

export default defineWidget<ShopContactProps>({
  type: 'shop-contact',
  version: '1.0.0',
  description: "The shop's contact: phone with a call link, service hours, chat entry.",
  namespaces: ['wallet'],
  load: () => import('./ShopContact.tsx'),
});

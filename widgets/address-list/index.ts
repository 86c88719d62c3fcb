import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { AddressListProps } from './props.gen.ts';

export default defineWidget<AddressListProps>({
  type: 'address-list',
  version: '1.0.0',
  description: 'Shipping addresses: list, select mode (back), set default, edit, delete, add.',
  namespaces: ['address'],
  events: ['setDefault', 'remove'],
  load: () => import('./AddressList.tsx'),
});

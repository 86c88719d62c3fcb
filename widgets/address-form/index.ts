import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { AddressFormProps } from './props.gen.ts';

export default defineWidget<AddressFormProps>({
  type: 'address-form',
  version: '1.0.0',
  description: 'Shipping address form with the area picker; the server-shared rules; back to the asking page.',
  namespaces: ['address', 'validation'],
  load: () => import('./AddressForm.tsx'),
});

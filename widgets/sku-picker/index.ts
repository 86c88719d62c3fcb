import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { SkuPickerProps } from './props.gen.ts';

export default defineWidget<SkuPickerProps>({
  type: 'sku-picker',
  version: '1.0.0',
  description: 'Sku picker row and popup: spec values switch sku, stock, quantity stepper, add to cart / buy now.',
  events: ['change', 'addCart', 'buy', 'open'],
  namespaces: ['goods'],
  load: () => import('./SkuPicker.tsx'),
});

import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { BalePickerProps } from './props.gen.ts';

export default defineWidget<BalePickerProps>({
  type: 'bale-picker',
  version: '1.0.0',
  description: "A fixed-price bundle (any N for one price): the price for N with its countdown, the goods to pick from with a stepper each, and a bar with the count chosen, the total and 'order now' once the count is a multiple of N.",
  events: ['home', 'buy'],
  namespaces: ['promotion'],
  load: () => import('./BalePicker.tsx'),
});

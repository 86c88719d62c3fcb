import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { StoreClosedProps } from './props.gen.ts';

export default defineWidget<StoreClosedProps>({
  type: 'store-closed',
  version: '1.0.0',
  description: "The closed shop: the shop's message, check again; emits check (refresh the source) and open (the shop reopened).",
  events: ['check', 'open'],
  namespaces: ['content'],
  load: () => import('./StoreClosed.tsx'),
});

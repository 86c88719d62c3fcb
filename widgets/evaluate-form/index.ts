import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { EvaluateFormProps } from './props.gen.ts';

export default defineWidget<EvaluateFormProps>({
  type: 'evaluate-form',
  version: '1.0.0',
  description: 'Review (or follow up on) the items of an order: stars, text, photos, anonymous.',
  events: ['submit'],
  namespaces: ['evaluate', 'orders', 'validation'],
  load: () => import('./EvaluateForm.tsx'),
});

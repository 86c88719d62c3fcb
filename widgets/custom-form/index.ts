import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { CustomFormProps } from './props.gen.ts';

export default defineWidget<CustomFormProps>({
  type: 'custom-form',
  version: '1.0.0',
  description: "The merchant's custom form: its fields, the shared rules on submit, stored once; emits submitted {id}.",
  events: ['submitted'],
  namespaces: ['content', 'validation'],
  load: () => import('./CustomForm.tsx'),
});

import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { HelpClassesProps } from './props.gen.ts';

export default defineWidget<HelpClassesProps>({
  type: 'help-classes',
  version: '1.0.0',
  description: 'Help centre: help classes with their items; emits open {id, link_address}.',
  events: ['open'],
  namespaces: ['content'],
  load: () => import('./HelpClasses.tsx'),
});

import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { GrowthRulesProps } from './props.gen.ts';

export default defineWidget<GrowthRulesProps>({
  type: 'growth-rules',
  version: '1.0.0',
  description: 'Growth value rules: the level / growth table and how growth is earned (static texts).',
  namespaces: ['member'],
  load: () => import('./GrowthRules.tsx'),
});

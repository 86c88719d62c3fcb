import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { LevelCardProps } from './props.gen.ts';

export default defineWidget<LevelCardProps>({
  type: 'level-card',
  version: '1.0.0',
  description: 'Member level: current level and growth, progress to the next level, level cards with benefits and gifts, the level list with discounts.',
  events: ['rules'],
  namespaces: ['member'],
  load: () => import('./LevelCard.tsx'),
});

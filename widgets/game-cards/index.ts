import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { GameCardsProps } from './props.gen.ts';

export default defineWidget<GameCardsProps>({
  type: 'game-cards',
  version: '1.0.0',
  description: 'The scratch card: a play drawn by the server, the coating wiped away over its result; facts, rules, winners.',
  events: ['records'],
  namespaces: ['game'],
  load: () => import('./GameCards.tsx'),
});

import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { GameEggsProps } from './props.gen.ts';

export default defineWidget<GameEggsProps>({
  type: 'game-eggs',
  version: '1.0.0',
  description: 'The golden eggs: tap an egg, the server draws the play, the egg cracks on its result; facts, prizes, rules, winners.',
  events: ['records'],
  namespaces: ['game'],
  load: () => import('./GameEggs.tsx'),
});

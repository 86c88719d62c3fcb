import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { GameTurntableProps } from './props.gen.ts';

export default defineWidget<GameTurntableProps>({
  type: 'game-turntable',
  version: '1.0.0',
  description: "The lucky wheel: eight slots, a play drawn by the server and the wheel landing on it; facts, rules, winners.",
  events: ['records'],
  namespaces: ['game'],
  load: () => import('./GameTurntable.tsx'),
});

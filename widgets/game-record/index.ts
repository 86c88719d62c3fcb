import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { GameRecordProps } from './props.gen.ts';

export default defineWidget<GameRecordProps>({
  type: 'game-record',
  version: '1.0.0',
  description: "The member's game plays: prize or consolation, points spent, time; paged.",
  namespaces: ['game'],
  load: () => import('./GameRecord.tsx'),
});

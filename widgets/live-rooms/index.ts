import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { LiveRoomsProps } from './props.gen.ts';

export default defineWidget<LiveRoomsProps>({
  type: 'live-rooms',
  version: '1.0.0',
  description: 'The live rooms of the live addon, with the note that they play in the WeChat mini-program.',
  namespaces: ['content'],
  load: () => import('./LiveRooms.tsx'),
});

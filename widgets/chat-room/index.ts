import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { ChatRoomProps } from './props.gen.ts';

export default defineWidget<ChatRoomProps>({
  type: 'chat-room',
  version: '1.0.0',
  description: "Chat with the shop (NiuShop's pages_tool/chat/room): the history from a page source, live messages over the socket (SDK), text, pictures, goods and order cards.",
  namespaces: ['content'],
  load: () => import('./ChatRoom.tsx'),
});

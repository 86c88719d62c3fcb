import type { ServerModule } from '../types.ts';
import { localBus, pgBus, type ChatBus } from './bus.ts';
import routes from './routes.ts';
import { ChatHub, deliver, registerChatSocket } from './socket.ts';

declare module '../../http/services.ts' {
  interface Services {
    /** The chat's sockets of this instance and the bus that reaches every instance (chat area). */
    chat?: { hub: ChatHub; bus: ChatBus };
  }
}

/** Chat with the shop (issue 17): HTTP routes, the socket, and the bus between instances. */
const chat: ServerModule = {
  routes,
  async init(services) {
    const url = services.dbKind === 'pg' ? services.config.databaseUrl : undefined;
    const bus = url ? await pgBus(services.db, url, (m) => console.error(`[chat] ${m}`)) : localBus();
    const hub = new ChatHub();
    services.chat = { hub, bus };
    const stop = deliver(services);
    services.onClose.push(async () => {
      stop();
      hub.closeAll();
      await bus.close();
    });
  },
  plugin: registerChatSocket,
};
export default chat;

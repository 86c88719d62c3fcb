import type { ServerModule } from '../types.ts';
import { localBus, pgBus, type ChatBus } from './bus.ts';
import routes from './routes.ts';
import { deliverToServicers } from './servicer.ts';
import { ChatHub, deliver, registerChatSocket } from './socket.ts';
import type { WebSocket } from 'ws';

declare module '../../http/services.ts' {
  interface Services {
    /** The chat's sockets of this instance and the bus that reaches every instance (chat area). */
    chat?: { hub: ChatHub; bus: ChatBus; servicers: Set<WebSocket> };
  }
}

/** Chat with the shop (issue 17): HTTP routes, the socket, and the bus between instances. */
const chat: ServerModule = {
  routes,
  async init(services) {
    const url = services.dbKind === 'pg' ? services.config.databaseUrl : undefined;
    const bus = url ? await pgBus(services.db, url, (m) => console.error(`[chat] ${m}`)) : localBus();
    const hub = new ChatHub();
    const servicers = new Set<WebSocket>();
    services.chat = { hub, bus, servicers };
    const stop = deliver(services);
    const stopServicers = deliverToServicers(services);
    services.onClose.push(async () => {
      stop();
      stopServicers();
      hub.closeAll();
      for (const ws of servicers) ws.close(1001, 'server closing');
      servicers.clear();
      await bus.close();
    });
  },
  plugin: registerChatSocket,
};
export default chat;

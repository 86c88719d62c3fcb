import { defineRoutes } from '../../http/routes.ts';
import type { ServerModule } from '../types.ts';
import { localSmsProvider } from './provider.ts';

/**
 * SMS codes: the provider adapter on services.sms and the code service (service.ts). The
 * endpoints that send codes live with their areas (login, register, member).
 */
const sms: ServerModule = {
  routes: defineRoutes('sms', () => {}),
  init(services) {
    services.sms = localSmsProvider(services.db, { print: services.config.mode === 'development', now: () => services.now() });
  },
};
export default sms;

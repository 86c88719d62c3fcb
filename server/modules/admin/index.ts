import { defineRoutes } from '../../http/routes.ts';
import type { ServerModule } from '../types.ts';
import { announceToken, ensureAdmin } from './service.ts';

/** The admin account; `requireAdmin` (service.ts) guards the publishing API. */
const admin: ServerModule = {
  routes: defineRoutes('admin', () => {}),
  async init(services) {
    if (services.config.mode === 'test') return;
    const token = await ensureAdmin(services.db, services.now());
    if (token) announceToken(token);
  },
};
export default admin;

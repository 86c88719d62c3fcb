import type { ServerModule } from '../types.ts';
import routes from './routes.ts';
import { announcePassword, announceToken, ensureAdmin } from './service.ts';
import { checkAdmin } from './session.ts';

/**
 * The admin account: a bearer token for the command line and a password for the studio's sessions;
 * `services.checkAdmin` guards every `auth: 'admin'` route.
 */
const admin: ServerModule = {
  routes,
  async init(services) {
    services.checkAdmin = (req) => checkAdmin(req, { db: services.db, secret: services.tokenSecret, now: services.now() });
    if (services.config.mode === 'test') return;
    const made = await ensureAdmin(services.db, services.now());
    if (made.token) announceToken(made.token);
    if (made.password) announcePassword(made.username, made.password);
  },
};
export default admin;

import type { ServerModule } from '../types.ts';
import { publicCache } from '../../cache/index.ts';
import routes from './routes.ts';

const goods: ServerModule = {
  routes,
  init(services) {
    // The instance's cache of public reads (server/cache): PUBLIC_CACHE_MS, 5 s by default, off in test mode.
    publicCache(services);
  },
};
export default goods;

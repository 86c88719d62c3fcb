import type { ServerModule } from '../types.ts';
import routes from './routes.ts';
import { h5InitProvider } from './h5init.ts';
import { ensureDefaultImages } from './images.ts';

const config: ServerModule = {
  routes,
  async init(services) {
    services.h5Init = h5InitProvider(services);
    if (services.config.mode !== 'test') await ensureDefaultImages(services.config.dataDir);
  },
};
export default config;

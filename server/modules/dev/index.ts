import type { ServerModule } from '../types.ts';
import routes from './routes.ts';
import goods from './goods.ts';
import promotion from './promotion.ts';

/** /dev/* helpers for development and tests (not found in production). */
const dev: ServerModule = { routes: { name: 'dev', routes: [...routes.routes, ...goods.routes, ...promotion.routes] } };
export default dev;

import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

/** /dev/* helpers for development and tests (not found in production). */
const dev: ServerModule = { routes };
export default dev;

import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

/** Live rooms as data (issue 17). */
const live: ServerModule = { routes };
export default live;

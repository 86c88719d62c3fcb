import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

/** Balance withdrawal (issue 16); transfers through server/modules/transfer. */
const memberwithdraw: ServerModule = { routes };
export default memberwithdraw;

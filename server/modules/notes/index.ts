import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

/** Store notes (issue 17). */
const notes: ServerModule = { routes };
export default notes;

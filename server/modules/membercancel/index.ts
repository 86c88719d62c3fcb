import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

/** Account cancellation (issue 16). */
const membercancel: ServerModule = { routes };
export default membercancel;

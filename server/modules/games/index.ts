import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

/** Games: turntable, scratch cards, golden eggs (issue 17). */
const games: ServerModule = { routes };
export default games;

import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

/** Help, notices, articles (issue 17). */
const content: ServerModule = { routes };
export default content;

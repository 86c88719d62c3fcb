import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

/** The account rules text (issue 16). */
const accountrule: ServerModule = { routes };
export default accountrule;

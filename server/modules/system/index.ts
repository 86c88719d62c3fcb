import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

const system: ServerModule = { routes };
export default system;

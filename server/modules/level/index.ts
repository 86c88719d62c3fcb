import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

const level: ServerModule = { routes };
export default level;

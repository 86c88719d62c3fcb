import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

const delivery: ServerModule = { routes };
export default delivery;

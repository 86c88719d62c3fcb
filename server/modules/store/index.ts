import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

const store: ServerModule = { routes };
export default store;

import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

const cart: ServerModule = { routes };
export default cart;

import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

/** The promotion engine's own routes (order/promotion.ts is the hook; each promotion is its own module). */
const promotion: ServerModule = { routes };
export default promotion;

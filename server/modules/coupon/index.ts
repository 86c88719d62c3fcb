import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

const coupon: ServerModule = { routes };
export default coupon;

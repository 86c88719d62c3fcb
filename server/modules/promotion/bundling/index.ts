import type { ServerModule } from '../../types.ts';
import { registerPromotion } from '../../order/promotion.ts';
import routes from './routes.ts';
import { bundlingHook } from './service.ts';

registerPromotion(bundlingHook);

const bundling: ServerModule = { routes };
export default bundling;

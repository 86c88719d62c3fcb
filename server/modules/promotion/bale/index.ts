import type { ServerModule } from '../../types.ts';
import { registerPromotion } from '../../order/promotion.ts';
import routes from './routes.ts';
import { baleHook } from './service.ts';

registerPromotion(baleHook);

const bale: ServerModule = { routes };
export default bale;

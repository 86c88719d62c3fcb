import type { ServerModule } from '../../types.ts';
import { registerPromotion } from '../../order/promotion.ts';
import routes from './routes.ts';
import { groupbuyHook } from './service.ts';

registerPromotion(groupbuyHook);

const groupbuy: ServerModule = { routes };
export default groupbuy;

import type { ServerModule } from '../../types.ts';
import { registerPromotion } from '../../order/promotion.ts';
import { seckillHook } from './hook.ts';
import routes from './routes.ts';

registerPromotion(seckillHook);

const seckill: ServerModule = { routes };
export default seckill;

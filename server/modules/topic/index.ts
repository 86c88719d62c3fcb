import type { ServerModule } from '../types.ts';
import { registerPromotion } from '../order/promotion.ts';
import routes from './routes.ts';
import { topicPricing } from './service.ts';

// The order calculator prices topic order_keys through this hook (payment, calculate and create).
registerPromotion(topicPricing);

const topic: ServerModule = { routes };
export default topic;

import type { ServerModule } from '../../types.ts';
import { registerPromotion } from '../../order/promotion.ts';
import { bargainHook } from './hook.ts';
import { launchExpireJob } from './launch.ts';
import routes from './routes.ts';

registerPromotion(bargainHook);

const bargain: ServerModule = { routes, jobs: [launchExpireJob] };
export default bargain;

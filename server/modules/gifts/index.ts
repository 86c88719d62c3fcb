import type { ServerModule } from '../types.ts';
import { consumeGrantJob, consumeRecycleJob } from './consume.ts';
import routes from './routes.ts';

/** Birthday, festival, spending-reward and register-gift popups (issue 17). */
const gifts: ServerModule = { routes, jobs: [consumeGrantJob, consumeRecycleJob] };
export default gifts;

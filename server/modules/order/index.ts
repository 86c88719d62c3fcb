import type { ServerModule } from '../types.ts';
import { autoCloseJob, autoCompleteJob, autoTakeDeliveryJob } from './lifecycle.ts';
import routes from './routes.ts';

const order: ServerModule = { routes, jobs: [autoCloseJob, autoTakeDeliveryJob, autoCompleteJob] };
export default order;

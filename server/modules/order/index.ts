import type { ServerModule } from '../types.ts';
import { autoCloseJob } from './lifecycle.ts';
import routes from './routes.ts';

const order: ServerModule = { routes, jobs: [autoCloseJob] };
export default order;

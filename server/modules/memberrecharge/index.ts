import type { ServerModule } from '../types.ts';
import routes from './routes.ts';
import { rechargeCloseJob } from './service.ts';

/** Recharge (issue 16): packages, the MemberrechargeOrderPayNotify pay event, unpaid orders closed by a due job. */
const memberrecharge: ServerModule = { routes, jobs: [rechargeCloseJob] };
export default memberrecharge;

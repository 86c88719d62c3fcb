import type { ServerModule } from '../types.ts';
import routes from './routes.ts';
import { cardExpireJob, cardOrderCloseJob } from './service.ts';

/** Paid member cards (issue 16): the MemberLevelOrderPayNotify pay event, card expiry and unpaid orders as due jobs. */
const supermember: ServerModule = { routes, jobs: [cardExpireJob, cardOrderCloseJob] };
export default supermember;

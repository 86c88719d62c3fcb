import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

/** Withdrawal accounts (issue 16). */
const memberbankaccount: ServerModule = { routes };
export default memberbankaccount;

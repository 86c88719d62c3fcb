import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

const account: ServerModule = { routes };
export default account;

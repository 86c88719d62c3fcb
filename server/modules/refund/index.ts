import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

const refund: ServerModule = { routes };
export default refund;

import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

const offlinepay: ServerModule = { routes };
export default offlinepay;

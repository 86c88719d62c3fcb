import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

const address: ServerModule = { routes };
export default address;

import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

const evaluate: ServerModule = { routes };
export default evaluate;

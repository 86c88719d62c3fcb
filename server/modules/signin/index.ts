import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

const signin: ServerModule = { routes };
export default signin;

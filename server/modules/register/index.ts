import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

/** Registration (username, mobile), agreements, the new-member reward config. */
const register: ServerModule = { routes };
export default register;

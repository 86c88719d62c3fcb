import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

/** Login by password or SMS code, find password, the bind-mobile (tripartite) flow. */
const login: ServerModule = { routes };
export default login;

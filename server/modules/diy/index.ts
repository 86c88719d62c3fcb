import type { ServerModule } from '../types.ts';
import routes from './routes.ts';
import studio from './studio-routes.ts';

/**
 * Diy pages: `/api/diyview/*` (NiuShop's shape), publishing (`/admin/api/diy/*`, publish.ts) and
 * the studio's pages, drafts, diffs and tab bar (studio.ts, tabbar.ts): documents are validated
 * (validate.ts) and stored with their versions; see README.md.
 */
const diy: ServerModule = { routes: { name: 'diy', routes: [...routes.routes, ...studio.routes] } };
export default diy;

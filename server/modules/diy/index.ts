import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

/**
 * Diy pages: `/api/diyview/*` (NiuShop's shape) and publishing (`/admin/diy/*`, publish.ts):
 * documents are validated (validate.ts) and stored with their versions; see README.md.
 */
const diy: ServerModule = { routes };
export default diy;

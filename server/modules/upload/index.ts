import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

/** Picture uploads (avatars, review and refund pictures, offline-payment receipts). */
const upload: ServerModule = { routes };
export default upload;

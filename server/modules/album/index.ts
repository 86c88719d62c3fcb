import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

/** The shop's picture library (/admin/api/album/*): albums, uploads through the upload road, picking. */
const album: ServerModule = { routes };
export default album;

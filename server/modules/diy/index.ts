import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

/** Diy page storage (publishing and the page-schema adapter come later). */
const diy: ServerModule = { routes };
export default diy;

import type { ServerModule } from '../types.ts';
import routes from './routes.ts';

const captcha: ServerModule = { routes };
export default captcha;

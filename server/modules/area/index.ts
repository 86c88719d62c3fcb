import type { ServerModule } from '../types.ts';
import routes from './routes.ts';
import { seedAreas } from './queries.ts';

/** The area tree is reference data: filled at start when empty (e.g. a database seeded before it existed). */
const area: ServerModule = {
  routes,
  init: async (services) => {
    await seedAreas(services.db);
  },
};
export default area;

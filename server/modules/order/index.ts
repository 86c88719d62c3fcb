import type { ServerModule } from '../types.ts';
import { closeExpiredOrders } from './lifecycle.ts';
import routes from './routes.ts';

/** How often each instance looks for unpaid orders past their auto-close time. */
export const SWEEP_INTERVAL_MS = 30_000;

const order: ServerModule = {
  routes,
  init(services) {
    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      if (running) return;
      running = closeExpiredOrders(services.db, services.now())
        .catch((err: unknown) => console.error('[order] auto-close sweep failed:', err instanceof Error ? err.message : err))
        .finally(() => {
          running = null;
        });
    }, SWEEP_INTERVAL_MS);
    timer.unref();
    services.onClose.push(async () => {
      clearInterval(timer);
      await running;
    });
  },
};
export default order;

import type { ServerModule } from '../types.ts';
import { DevPayGateway, ensureDevpaySecret } from './gateway.ts';
import routes from './routes.ts';

const pay: ServerModule = {
  routes,
  async init(services) {
    services.paymentGateways ??= {};
    if (services.config.mode !== 'production') {
      const gateway = new DevPayGateway(await ensureDevpaySecret(services.db), { now: () => services.now() });
      services.paymentGateways.devpay = gateway;
      services.onClose.push(() => gateway.close());
    }
  },
};
export default pay;

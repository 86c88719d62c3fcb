import type { ServerModule } from '../types.ts';
import { DevPayGateway, ensureDevpaySecret } from './gateway.ts';
import { bindRefundGateways, refundJob } from './refunds.ts';
import routes from './routes.ts';
import { receiveRefundNotification } from './service.ts';

const pay: ServerModule = {
  routes,
  jobs: [refundJob],
  async init(services) {
    services.paymentGateways ??= {};
    if (services.config.mode !== 'production') {
      const gateway = new DevPayGateway(await ensureDevpaySecret(services.db), {
        now: () => services.now(),
        db: services.db,
        deliverRefund: (body) => receiveRefundNotification(services, 'devpay', body),
      });
      services.paymentGateways.devpay = gateway;
      services.onClose.push(() => gateway.close());
    }
    bindRefundGateways(services);
  },
};
export default pay;

import type { ServerModule } from '../types.ts';
import { DevTransferProvider, ensureDevtransferSecret } from './provider.ts';
import routes from './routes.ts';
import { bindTransferProviders, receiveTransferResult, transferJob } from './transfers.ts';

/** Money sent out (withdrawals): transfer rows, their due job, the providers (development one outside production). */
const transfer: ServerModule = {
  routes,
  jobs: [transferJob],
  async init(services) {
    services.transferProviders ??= {};
    if (services.config.mode !== 'production') {
      const dev = new DevTransferProvider(await ensureDevtransferSecret(services.db), {
        db: services.db,
        now: () => services.now(),
        deliver: (body) => receiveTransferResult(services, 'devtransfer', body),
      });
      for (const type of ['bank', 'alipay', 'wechatpay']) services.transferProviders[type] ??= dev;
      services.onClose.push(() => dev.close());
    }
    bindTransferProviders(services);
  },
};
export default transfer;

import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { OfflinePayFormProps } from './props.gen.ts';

export default defineWidget<OfflinePayFormProps>({
  type: 'offline-pay-form',
  version: '1.0.0',
  description: 'Offline payment: shop accounts, voucher upload, note, submit, review status.',
  namespaces: ['pay'],
  load: () => import('./OfflinePayForm.tsx'),
});

import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { MemberCancelProps } from './props.gen.ts';

export default defineWidget<MemberCancelProps>({
  type: 'member-cancel',
  version: '1.0.0',
  description: 'Account cancellation: agreement, assets and application, pending status, success, refusal.',
  namespaces: ['wallet'],
  load: () => import('./MemberCancel.tsx'),
});

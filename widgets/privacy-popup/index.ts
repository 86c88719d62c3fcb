import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { PrivacyPopupProps } from './props.gen.ts';

export default defineWidget<PrivacyPopupProps>({
  type: 'privacy-popup',
  version: '1.0.0',
  description: 'Privacy guide: agree / disagree (disagree shows a modal).',
  events: ['agree', 'disagree'],
  namespaces: ['login'],
  load: () => import('./PrivacyPopup.tsx'),
});

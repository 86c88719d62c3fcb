import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { CaptchaImageProps } from './props.gen.ts';

export default defineWidget<CaptchaImageProps>({
  type: 'captcha-image',
  version: '1.0.0',
  description: 'Image captcha; tap to refresh (the old id is discarded).',
  events: ['change'],
  namespaces: ['login'],
  load: () => import('./CaptchaImage.tsx'),
});

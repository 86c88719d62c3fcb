import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { AvatarUploadProps } from './props.gen.ts';

export default defineWidget<AvatarUploadProps>({
  type: 'avatar-upload',
  version: '1.0.0',
  description: 'Change the avatar: pick an image (compressed), preview, upload to /api/upload/headimg and save with modifyheadimg.',
  namespaces: ['member'],
  load: () => import('./AvatarUpload.tsx'),
});

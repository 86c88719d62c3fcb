import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { ProfileEditFormProps } from './props.gen.ts';

export default defineWidget<ProfileEditFormProps>({
  type: 'profile-edit-form',
  version: '1.0.0',
  description: 'Edit one profile field (username, nickname, real name, sex, birthday, password, mobile) with the spec section 5 rules.',
  namespaces: ['member', 'validation'],
  load: () => import('./ProfileEditForm.tsx'),
});

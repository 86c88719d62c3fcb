import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { ProfileCellsProps } from './props.gen.ts';

export default defineWidget<ProfileCellsProps>({
  type: 'profile-cells',
  version: '1.0.0',
  description: 'Personal profile: avatar, account, nickname, real name, sex, birthday, mobile, password, pay password, language switch and log out.',
  namespaces: ['member'],
  load: () => import('./ProfileCells.tsx'),
});

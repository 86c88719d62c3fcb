import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { InviteFriendsProps } from './props.gen.ts';

export default defineWidget<InviteFriendsProps>({
  type: 'invite-friends',
  version: '1.0.0',
  description: "Invite friends: the campaign's rewards and rules, the member's QR code and link, the poster, the invitees and their rewards.",
  events: ['copy', 'poster'],
  namespaces: ['invite'],
  load: () => import('./InviteFriends.tsx'),
});

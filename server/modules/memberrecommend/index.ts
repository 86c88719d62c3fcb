import { onMemberRegistered } from '../member/registered.ts';
import type { ServerModule } from '../types.ts';
import routes from './routes.ts';
import { rewardInviter } from './service.ts';

// The inviter's reward once a member registered through a link (after the registration committed).
onMemberRegistered(async (db, memberId) => {
  await rewardInviter(db, memberId);
});

/** Invite friends (issue 17). */
const memberrecommend: ServerModule = { routes };
export default memberrecommend;

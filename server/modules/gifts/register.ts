import { ApiError, Code } from '../../http/errors.ts';
import type { Db } from '../config/queries.ts';

/**
 * The register gift's claim state (memberregister addon, niushop-promotions.md §25). The gift is
 * given at registration (member/service.ts grantRegisterReward), which also sets
 * `can_receive_registergift` 1 so the client shows the popup once; `updateInfo` marks it seen.
 */
export async function registerGiftInfo(db: Db, memberId: number) {
  const m = await db.selectFrom('member').select(['member_id', 'can_receive_registergift']).where('member_id', '=', memberId).executeTakeFirst();
  if (!m) throw new ApiError(Code.ERROR, 'MEMBER_NOT_EXIST');
  return { member_id: m.member_id, can_receive_registergift: Number(m.can_receive_registergift) };
}

export async function registerGiftSeen(db: Db, memberId: number) {
  await db.updateTable('member').set({ can_receive_registergift: 0 }).where('member_id', '=', memberId).execute();
  return registerGiftInfo(db, memberId);
}

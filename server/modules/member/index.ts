import type { ServerModule } from '../types.ts';
import routes from './routes.ts';
import { tokenMemberState } from './queries.ts';

const member: ServerModule = {
  routes,
  init(services) {
    // Every authenticated request: the member must exist, not be locked, and the token carry
    // the member's current token_version (a password change revokes older tokens).
    services.checkTokenMember = (payload) => tokenMemberState(services.db, payload);
  },
};
export default member;

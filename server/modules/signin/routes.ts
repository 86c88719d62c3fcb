import { defineRoutes } from '../../http/routes.ts';
import { signinService } from './service.ts';

export default defineRoutes('signin', (api) => {
  api.route('/api/membersignin/getSignStatus', {}, (ctx) => signinService.status(ctx.db));
  api.route('/api/membersignin/award', {}, (ctx) => signinService.award(ctx.db));
  api.route('/api/membersignin/issign', { auth: 'required' }, (ctx) => signinService.isSign(ctx.db, ctx.member.member_id, ctx.services.now()));
  api.route('/api/membersignin/signin', { auth: 'required' }, (ctx) => signinService.signin(ctx.db, ctx.member.member_id, ctx.services.now()));
  api.route('/api/membersignin/getSignRecords', { auth: 'required' }, (ctx) => signinService.records(ctx.db, ctx.member.member_id, ctx.services.now()));
});

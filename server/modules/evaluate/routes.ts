import { defineRoutes } from '../../http/routes.ts';
import { evaluateService } from './service.ts';

export default defineRoutes('evaluate', (api) => {
  api.route('/api/goodsevaluate/add', { auth: 'required', params: 'evaluate#/$defs/EvaluateAddRequest' }, (ctx) =>
    evaluateService.add(ctx.db, ctx.member.member_id, ctx.params, ctx.services.now()),
  );
  api.route('/api/goodsevaluate/again', { auth: 'required', params: 'evaluate#/$defs/EvaluateAgainRequest' }, (ctx) =>
    evaluateService.again(ctx.db, ctx.member.member_id, ctx.params, ctx.services.now()),
  );
});

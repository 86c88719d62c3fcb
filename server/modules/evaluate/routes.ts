import { defineRoutes } from '../../http/routes.ts';
import { evaluateService } from './service.ts';

interface AddParams extends Record<string, unknown> {
  order_id: number;
  is_anonymous?: number;
}

export default defineRoutes('evaluate', (api) => {
  api.route<AddParams>('/api/goodsevaluate/add', { auth: 'required', params: 'evaluate#/$defs/EvaluateAddRequest' }, (ctx) =>
    evaluateService.add(ctx.db, ctx.member.member_id, ctx.params, ctx.services.now()),
  );
  api.route<AddParams>('/api/goodsevaluate/again', { auth: 'required', params: 'evaluate#/$defs/EvaluateAgainRequest' }, (ctx) =>
    evaluateService.again(ctx.db, ctx.member.member_id, ctx.params, ctx.services.now()),
  );
});

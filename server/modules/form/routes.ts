import { defineRoutes, schemaRef } from '../../http/routes.ts';
import { devOnly } from '../../http/devOnly.ts';
import { idempotencyKey } from '../order/util.ts';
import { customForm, goodsForm, orderForm, orderFormData, submitForm } from './service.ts';

const P = schemaRef('form');

/** Custom and system forms (/form/api/form/*, NiuShop's form addon). */
export default defineRoutes('form', (api) => {
  api.route('/form/api/form/info', { params: P('FormInfoRequest') }, (ctx) => customForm(ctx.db, ctx.params.form_id, ctx.lang));
  api.route('/form/api/form/goodsform', { params: P('GoodsFormRequest') }, (ctx) => goodsForm(ctx.db, ctx.params.goods_id, ctx.lang));
  api.route('/form/api/form/orderform', { params: P('EmptyRequest') }, (ctx) => orderForm(ctx.db, ctx.lang));
  api.route('/form/api/form/create', { auth: 'required', params: P('FormCreateRequest') }, (ctx) =>
    submitForm(ctx.db, ctx.member.member_id, { form_id: ctx.params.form_id, form_data: ctx.params.form_data, key: idempotencyKey(ctx.params, ctx.req) }, ctx.services.now(), ctx.lang),
  );
  api.route('/form/api/form/orderdata', { auth: 'required', params: P('OrderDataRequest') }, (ctx) => orderFormData(ctx.db, ctx.member.member_id, ctx.params.order_id));

  /** Development: switches a form on or off (the order form is off in the demo data). */
  api.route('/dev/form/use', { ignoreSiteClose: true, params: P('DevFormUseRequest') }, async (ctx) => {
    devOnly(ctx);
    await ctx.db.updateTable('form').set({ is_use: ctx.params.is_use }).where('id', '=', ctx.params.form_id).execute();
    return { form_id: ctx.params.form_id, is_use: ctx.params.is_use };
  });
});

import { defineRoutes } from '../../http/routes.ts';
import { addressService } from './service.ts';

export default defineRoutes('address', (api) => {
  api.route('/api/memberaddress/page', { auth: 'required', params: 'address#/$defs/AddressPageRequest' }, (ctx) =>
    addressService.page(ctx.db, ctx.member.member_id, ctx.params),
  );
  api.route('/api/memberaddress/info', { auth: 'required', params: 'address#/$defs/AddressInfoRequest' }, (ctx) =>
    addressService.info(ctx.db, ctx.member.member_id, ctx.params),
  );
  api.route('/api/memberaddress/add', { auth: 'required', params: 'address#/$defs/AddressAddRequest' }, (ctx) =>
    addressService.add(ctx.db, ctx.member.member_id, ctx.params),
  );
  api.route('/api/memberaddress/edit', { auth: 'required', params: 'address#/$defs/AddressEditRequest' }, (ctx) =>
    addressService.edit(ctx.db, ctx.member.member_id, ctx.params, ctx.services.now()),
  );
  api.route('/api/memberaddress/setdefault', { auth: 'required', params: 'address#/$defs/AddressIdRequest' }, (ctx) =>
    addressService.setDefault(ctx.db, ctx.member.member_id, ctx.params.id),
  );
  api.route('/api/memberaddress/delete', { auth: 'required', params: 'address#/$defs/AddressIdRequest' }, (ctx) =>
    addressService.delete(ctx.db, ctx.member.member_id, ctx.params.id),
  );
});

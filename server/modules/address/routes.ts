import { defineRoutes } from '../../http/routes.ts';
import { addressService, type AddressInput } from './service.ts';

interface PageParams {
  page?: number;
  page_size?: number;
  type?: number;
}
interface InfoParams {
  id?: number;
  default?: number;
  type?: number;
}
interface IdParams {
  id: number;
}

export default defineRoutes('address', (api) => {
  api.route<PageParams>('/api/memberaddress/page', { auth: 'required', params: 'address#/$defs/AddressPageRequest' }, (ctx) =>
    addressService.page(ctx.db, ctx.member.member_id, ctx.params),
  );
  api.route<InfoParams>('/api/memberaddress/info', { auth: 'required', params: 'address#/$defs/AddressInfoRequest' }, (ctx) =>
    addressService.info(ctx.db, ctx.member.member_id, ctx.params),
  );
  api.route<AddressInput>('/api/memberaddress/add', { auth: 'required', params: 'address#/$defs/AddressAddRequest' }, (ctx) =>
    addressService.add(ctx.db, ctx.member.member_id, ctx.params),
  );
  api.route<AddressInput & IdParams>('/api/memberaddress/edit', { auth: 'required', params: 'address#/$defs/AddressEditRequest' }, (ctx) =>
    addressService.edit(ctx.db, ctx.member.member_id, ctx.params, ctx.services.now()),
  );
  api.route<IdParams>('/api/memberaddress/setdefault', { auth: 'required', params: 'address#/$defs/AddressIdRequest' }, (ctx) =>
    addressService.setDefault(ctx.db, ctx.member.member_id, ctx.params.id),
  );
  api.route<IdParams>('/api/memberaddress/delete', { auth: 'required', params: 'address#/$defs/AddressIdRequest' }, (ctx) =>
    addressService.delete(ctx.db, ctx.member.member_id, ctx.params.id),
  );
});

import { defineRoutes } from '../../http/routes.ts';
import { idsParam, paging } from '../goods/format.ts';
import * as svc from './service.ts';
import { qrImage } from '../../lib/qrcode.ts';
import { h5Base } from '../config/origin.ts';

const num = (v: unknown): number | undefined => (v === undefined || v === null || v === '' ? undefined : Number(v));

/** Coupon addon: /coupon/api/coupon/* (NiuShop paths). */
export default defineRoutes('coupon', (api) => {
  api.route('/coupon/api/coupon/typelists', { auth: 'optional', params: 'coupon#/$defs/CouponTypeListsRequest' }, (ctx) => {
    const p = ctx.params;
    const f = { type: p.type as string | undefined, coupon_type_id_arr: idsParam(p.coupon_type_id_arr, 'coupon_type_id_arr'), can_receive: num(p.can_receive) };
    return svc.typeLists(ctx.db, f, num(p.num) || 100, ctx.lang, ctx.member?.member_id ?? null, ctx.services.now());
  });
  api.route('/coupon/api/coupon/typepagelists', { auth: 'optional', params: 'coupon#/$defs/CouponTypePageListsRequest' }, (ctx) => {
    const p = ctx.params;
    const f = { type: p.type as string | undefined, coupon_type_id_arr: idsParam(p.coupon_type_id_arr, 'coupon_type_id_arr'), can_receive: num(p.can_receive) };
    const { limit, offset, size } = paging(p, 100);
    return svc.typePageLists(ctx.db, f, limit, offset, size, ctx.lang, ctx.member?.member_id ?? null, ctx.services.now());
  });
  api.route('/coupon/api/coupon/typeinfo', { auth: 'optional', params: 'coupon#/$defs/CouponTypeIdRequest' }, async (ctx) => {
    const id = Number(ctx.params.coupon_type_id);
    const info = await svc.typeInfo(ctx.db, id, ctx.lang, ctx.member?.member_id ?? null, ctx.services.now());
    // a QR of this coupon's receive page (NiuShop's `qrcode`: shared so others can take it)
    return { ...info, qrcode: await qrImage(ctx.config.dataDir, 'coupon', `${await h5Base(ctx.db, ctx.config, ctx.req)}/pages_tool/goods/coupon_receive?coupon_type_id=${id}`) };
  });
  api.route('/coupon/api/coupon/receive', { auth: 'required', params: 'coupon#/$defs/CouponReceiveRequest' }, async (ctx) => {
    const res = await svc.receive(ctx.db, ctx.member.member_id, Number(ctx.params.coupon_type_id), ctx.services.now());
    return { is_exist: res.is_exist, coupon_id: res.coupon_id };
  });
  api.route('/coupon/api/coupon/memberpage', { auth: 'required', params: 'coupon#/$defs/CouponMemberPageRequest' }, (ctx) => {
    const p = ctx.params;
    const { limit, offset, size } = paging(p, 100);
    return svc.memberPage(ctx.db, ctx.member.member_id, { state: num(p.state) ?? 1, type: p.type as string | undefined, related_id: num(p.related_id) }, limit, offset, size, ctx.lang, ctx.services.now());
  });
  api.route('/coupon/api/coupon/num', { auth: 'required', params: 'coupon#/$defs/CouponNumRequest' }, (ctx) =>
    svc.memberCouponNum(ctx.db, ctx.member.member_id, num(ctx.params.state) ?? 1, ctx.services.now()),
  );
  api.route('/coupon/api/coupon/receivedNum', { auth: 'required', params: 'coupon#/$defs/CouponTypeIdRequest' }, (ctx) =>
    svc.receivedNum(ctx.db, ctx.member.member_id, Number(ctx.params.coupon_type_id)),
  );
  api.route('/coupon/api/coupon/goodsCoupon', { auth: 'optional', params: 'coupon#/$defs/CouponGoodsRequest' }, (ctx) =>
    svc.goodsCouponTypes(ctx.db, Number(ctx.params.goods_id), ctx.lang, ctx.member?.member_id ?? null, ctx.services.now()),
  );
  api.route('/coupon/api/coupon/couponById', { params: 'coupon#/$defs/CouponByIdRequest' }, (ctx) => svc.couponsById(ctx.db, idsParam(ctx.params.id, 'id'), ctx.lang));
});

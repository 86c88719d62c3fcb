import { defineRoutes } from '../../http/routes.ts';
import {
  addToCart,
  cartCalculate,
  cartCount,
  cartGoodsLists,
  clearCart,
  deleteCart,
  editCart,
  editCartSku,
  goodsNum,
  guestGoodsLists,
  idList,
  listCart,
  mergeGuestCart,
} from './service.ts';
import { idempotencyKey } from '../order/util.ts';

export default defineRoutes('cart', (api) => {
  api.route('/api/cart/add', { auth: 'required', params: 'cart#/$defs/CartAddRequest' }, (ctx) =>
    addToCart(ctx.db, ctx.member.member_id, ctx.params, ctx.lang),
  );
  api.route('/api/cart/edit', { auth: 'required', params: 'cart#/$defs/CartEditRequest' }, (ctx) =>
    editCart(ctx.db, ctx.member.member_id, ctx.params, ctx.lang),
  );
  api.route('/api/cart/editCartSku', { auth: 'required', params: 'cart#/$defs/CartEditCartSkuRequest' }, (ctx) =>
    editCartSku(ctx.db, ctx.member.member_id, ctx.params, ctx.lang),
  );
  api.route('/api/cart/delete', { auth: 'required', params: 'cart#/$defs/CartDeleteRequest' }, (ctx) =>
    deleteCart(ctx.db, ctx.member.member_id, idList(ctx.params.cart_id, 'cart_id')),
  );
  api.route('/api/cart/clear', { auth: 'required' }, (ctx) => clearCart(ctx.db, ctx.member.member_id));
  api.route('/api/cart/lists', { auth: 'required' }, (ctx) => listCart(ctx.db, ctx.member.member_id, ctx.lang));
  api.route('/api/cart/goodsLists', { auth: 'required' }, (ctx) => cartGoodsLists(ctx.db, ctx.member.member_id, ctx.lang));
  // A guest's cart lives on the device: its lines are priced here, and merged into the member's cart on login.
  api.route('/api/cart/guestLists', { auth: 'none', params: 'cart#/$defs/CartGuestListsRequest' }, (ctx) => guestGoodsLists(ctx.db, ctx.params, ctx.lang));
  api.route('/api/cart/merge', { auth: 'required', params: 'cart#/$defs/CartMergeRequest' }, (ctx) =>
    mergeGuestCart(ctx.db, ctx.member.member_id, ctx.params, idempotencyKey(ctx.params, ctx.req)),
  );
  api.route('/api/cart/count', { auth: 'required' }, (ctx) => cartCount(ctx.db, ctx.member.member_id));
  api.route('/api/cart/goodsNum', { auth: 'required', params: 'cart#/$defs/CartGoodsNumRequest' }, (ctx) =>
    goodsNum(ctx.db, ctx.member.member_id, ctx.params.goods_id),
  );
  api.route('/api/cartcalculate/calculate', { auth: 'required', params: 'cart#/$defs/CartCalculateRequest' }, (ctx) => cartCalculate(ctx.db, ctx.params, ctx.lang));
});

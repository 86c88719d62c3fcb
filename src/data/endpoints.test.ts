import { describe, expect, it } from 'vitest';
import { endpoints, getEndpoint, isEndpointName, type EndpointName } from './endpoints.ts';

const names = Object.keys(endpoints) as EndpointName[];

describe('endpoint registry', () => {
  it('names are area.camelCaseAction, sorted by area then action', () => {
    for (const name of names) expect(name).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z0-9]*$/);
    const sorted = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(names).toEqual(sorted);
  });

  it('paths are NiuShop paths, each registered once', () => {
    const seen = new Map<string, string>();
    for (const name of names) {
      const { path, auth } = endpoints[name];
      expect(path, name).toMatch(/^\/([a-z]+\/)?api\/[A-Za-z]+\/[A-Za-z0-9]+$/);
      expect(['none', 'optional', 'required']).toContain(auth);
      const key = path.toLowerCase(); // the server matches case-insensitively
      expect(seen.get(key), `${name} duplicates ${seen.get(key)}`).toBeUndefined();
      seen.set(key, name);
    }
  });

  it('covers the catalogue', () => {
    const expected: Record<string, string> = {
      'config.init': '/api/config/init',
      'config.captchaConfig': '/api/config/getCaptchaConfig',
      'config.defaultImg': '/api/config/defaultimg',
      'diyview.info': '/api/diyview/info',
      'diyview.bottomNav': '/api/diyview/bottomNav',
      'goods.categoryTree': '/api/goodscategory/tree',
      'goods.skuPage': '/api/goodssku/page',
      'goods.skuDetail': '/api/goodssku/detail',
      'goods.skuList': '/api/goodssku/goodsSku',
      'goods.pageComponents': '/api/goodssku/pageComponents',
      'goods.components': '/api/goodssku/components',
      'goods.hotSearchWords': '/api/goods/hotSearchWords',
      'goods.defaultSearchWords': '/api/goods/defaultSearchWords',
      'goods.brandPage': '/api/goodsbrand/page',
      'goods.evaluatePage': '/api/goodsevaluate/page',
      'goods.collectAdd': '/api/goodscollect/add',
      'goods.collectDelete': '/api/goodscollect/delete',
      'goods.collectPage': '/api/goodscollect/page',
      'goods.isCollect': '/api/goodscollect/iscollect',
      'goods.browseAdd': '/api/goodsbrowse/add',
      'goods.browsePage': '/api/goodsbrowse/page',
      'goods.browseDelete': '/api/goodsbrowse/delete',
      'cart.add': '/api/cart/add',
      'cart.edit': '/api/cart/edit',
      'cart.delete': '/api/cart/delete',
      'cart.clear': '/api/cart/clear',
      'cart.lists': '/api/cart/lists',
      'cart.goodsLists': '/api/cart/goodsLists',
      'cart.count': '/api/cart/count',
      'order.payment': '/api/ordercreate/payment',
      'order.calculate': '/api/ordercreate/calculate',
      'order.create': '/api/ordercreate/create',
      'order.couponList': '/api/ordercreate/getCouponList',
      'pay.info': '/api/pay/info',
      'pay.type': '/api/pay/type',
      'pay.pay': '/api/pay/pay',
      'pay.status': '/api/pay/status',
      'pay.balanceConfig': '/api/pay/getBalanceConfig',
      'pay.resetpay': '/api/pay/resetpay',
      'offlinepay.config': '/offlinepay/api/pay/config',
      'offlinepay.info': '/offlinepay/api/pay/info',
      'offlinepay.pay': '/offlinepay/api/pay/pay',
      'order.lists': '/api/order/lists',
      'order.detail': '/api/order/detail',
      'order.num': '/api/order/num',
      'order.close': '/api/order/close',
      'order.takeDelivery': '/api/order/takeDelivery',
      'order.delete': '/api/order/delete',
      'order.package': '/api/order/package',
      'order.evaluateInfo': '/api/order/evluateinfo',
      'evaluate.add': '/api/goodsevaluate/add',
      'evaluate.again': '/api/goodsevaluate/again',
      'refund.refundData': '/api/orderrefund/refundData',
      'refund.refundDataBatch': '/api/orderrefund/refundDataBatch',
      'refund.refund': '/api/orderrefund/refund',
      'refund.cancel': '/api/orderrefund/cancel',
      'refund.detail': '/api/orderrefund/detail',
      'refund.lists': '/api/orderrefund/lists',
      'refund.delivery': '/api/orderrefund/delivery',
      'member.info': '/api/member/info',
      'member.modifyNickname': '/api/member/modifynickname',
      'address.page': '/api/memberaddress/page',
      'address.info': '/api/memberaddress/info',
      'address.add': '/api/memberaddress/add',
      'address.edit': '/api/memberaddress/edit',
      'address.setDefault': '/api/memberaddress/setdefault',
      'address.delete': '/api/memberaddress/delete',
      'area.lists': '/api/address/lists',
      'area.tree': '/api/address/tree',
      'area.info': '/api/address/info',
      'coupon.memberPage': '/coupon/api/coupon/memberpage',
      'coupon.typeLists': '/coupon/api/coupon/typelists',
      'coupon.typePageLists': '/coupon/api/coupon/typepagelists',
      'coupon.typeInfo': '/coupon/api/coupon/typeinfo',
      'coupon.receive': '/coupon/api/coupon/receive',
      'coupon.num': '/coupon/api/coupon/num',
      'account.info': '/api/memberaccount/info',
      'account.page': '/api/memberaccount/page',
      'account.point': '/api/memberaccount/point',
      'account.usableBalance': '/api/memberaccount/usableBalance',
      'signin.status': '/api/membersignin/getSignStatus',
      'signin.isSign': '/api/membersignin/issign',
      'signin.signin': '/api/membersignin/signin',
      'signin.records': '/api/membersignin/getSignRecords',
      'signin.award': '/api/membersignin/award',
      'level.lists': '/api/memberlevel/lists',
      'login.login': '/api/login/login',
      'login.mobileCode': '/api/login/mobileCode',
      'login.mobile': '/api/login/mobile',
      'register.config': '/api/register/config',
      'register.mobileCode': '/api/register/mobileCode',
      'register.mobile': '/api/register/mobile',
      'register.username': '/api/register/username',
      'register.exist': '/api/register/exist',
      'register.agreement': '/api/register/aggrement',
      'findpassword.mobileCode': '/api/findpassword/mobileCode',
      'findpassword.mobile': '/api/findpassword/mobile',
      'tripartite.mobileCode': '/api/tripartite/mobileCode',
      'tripartite.mobile': '/api/tripartite/mobile',
      'captcha.captcha': '/api/captcha/captcha',
      'memberregister.config': '/memberregister/api/Config/Config',
      'upload.headimg': '/api/upload/headimg',
      'upload.evaluateimg': '/api/upload/evaluateimg',
      'upload.refundimg': '/api/upload/refundimg',
    };
    for (const [name, path] of Object.entries(expected)) {
      expect(isEndpointName(name), name).toBe(true);
      expect(getEndpoint(name).path, name).toBe(path);
    }
  });

  it('marks member data as token-required and the catalogue as public', () => {
    expect(endpoints['cart.lists'].auth).toBe('required');
    expect(endpoints['member.info'].auth).toBe('required');
    expect(endpoints['goods.skuDetail'].auth).toBe('optional');
    expect(endpoints['config.init'].auth).toBe('none');
    expect(endpoints['login.login'].auth).toBe('none');
  });

  it('rejects unknown names and prototype keys', () => {
    expect(isEndpointName('toString')).toBe(false);
    expect(isEndpointName('__proto__')).toBe(false);
    expect(() => getEndpoint('goods.nothing')).toThrow(/unknown endpoint/);
  });
});

// Every API the front end may call, by name. Page schemas name these (`"api": "goods.skuDetail"`),
// never raw URLs, so the wire contract lives in this one file and a merchant document cannot reach
// arbitrary hosts. Paths are NiuShop's (server routes match them case-insensitively).
// `auth`: 'required' = the server checks the token (code -1 / -10009 / -10010 without one);
// 'optional' = a token only adds member prices or flags; 'none' = public.
// Areas are sorted by name and so are the keys inside each area (a test keeps it that way).

export type EndpointAuth = 'none' | 'optional' | 'required';

export interface Endpoint {
  readonly path: string;
  readonly auth: EndpointAuth;
}

const none = (path: string) => ({ path, auth: 'none' }) as const;
const optional = (path: string) => ({ path, auth: 'optional' }) as const;
const required = (path: string) => ({ path, auth: 'required' }) as const;

export const endpoints = {
  // Points and balance ledger (/api/memberaccount/*)
  'account.fromType': none('/api/memberaccount/fromType'),
  'account.info': required('/api/memberaccount/info'),
  'account.monthData': required('/api/memberaccount/monthData'),
  'account.page': required('/api/memberaccount/page'),
  'account.point': required('/api/memberaccount/point'),
  'account.sum': required('/api/memberaccount/sum'),
  'account.usableBalance': required('/api/memberaccount/usableBalance'),

  'addon.isExist': none('/api/addon/addonIsExit'),

  // Member shipping addresses (/api/memberaddress/*)
  'address.add': required('/api/memberaddress/add'),
  'address.addThreeParties': required('/api/memberaddress/addThreeParties'),
  'address.delete': required('/api/memberaddress/delete'),
  'address.edit': required('/api/memberaddress/edit'),
  'address.info': required('/api/memberaddress/info'),
  'address.page': required('/api/memberaddress/page'),
  'address.setDefault': required('/api/memberaddress/setdefault'),
  'address.tranAddressInfo': optional('/api/memberaddress/tranAddressInfo'),

  'adv.detail': none('/api/adv/detail'),

  // Area tree (/api/address/*)
  'area.analysesAddress': none('/api/address/analysesAddress'),
  'area.info': none('/api/address/info'),
  'area.lists': none('/api/address/lists'),
  'area.tree': none('/api/address/tree'),

  'article.category': none('/api/article/category'),
  'article.info': none('/api/article/info'),
  'article.lists': none('/api/article/lists'),
  'article.page': none('/api/article/page'),

  'bale.calculate': required('/bale/api/ordercreate/calculate'),
  'bale.create': required('/bale/api/ordercreate/create'),
  'bale.detail': none('/bale/api/bale/detail'),
  'bale.payment': required('/bale/api/ordercreate/payment'),

  // Withdrawal accounts (/api/memberbankaccount/*)
  'bankAccount.add': required('/api/memberbankaccount/add'),
  'bankAccount.defaultInfo': required('/api/memberbankaccount/defaultInfo'),
  'bankAccount.delete': required('/api/memberbankaccount/delete'),
  'bankAccount.edit': required('/api/memberbankaccount/edit'),
  'bankAccount.info': required('/api/memberbankaccount/info'),
  'bankAccount.page': required('/api/memberbankaccount/page'),
  'bankAccount.setDefault': required('/api/memberbankaccount/setdefault'),

  'bargain.bargain': required('/bargain/api/bargain/bargain'),
  'bargain.bargainingList': required('/bargain/api/goods/bargainingList'),
  'bargain.browse': none('/bargain/api/bargain/browse'),
  'bargain.calculate': required('/bargain/api/ordercreate/calculate'),
  'bargain.create': required('/bargain/api/ordercreate/create'),
  'bargain.detail': optional('/bargain/api/bargain/detail'),
  'bargain.goodsDetail': none('/bargain/api/goods/detail'),
  'bargain.goodsLists': optional('/bargain/api/goods/lists'),
  'bargain.goodsPage': optional('/bargain/api/goods/page'),
  'bargain.goodsSku': none('/bargain/api/goods/goodsSku'),
  'bargain.info': optional('/bargain/api/bargain/info'),
  'bargain.launch': required('/bargain/api/bargain/launch'),
  'bargain.launchPage': required('/bargain/api/bargain/launchPage'),
  'bargain.payment': required('/bargain/api/ordercreate/payment'),
  'bargain.poster': optional('/bargain/api/goods/poster'),
  'bargain.record': none('/bargain/api/bargain/record'),
  'bargain.share': none('/bargain/api/bargain/share'),

  'birthdaygift.config': required('/birthdaygift/api/Config/config'),
  'birthdaygift.receive': required('/birthdaygift/api/Config/receive'),
  'birthdaygift.records': required('/birthdaygift/api/Config/getRecord'),

  'blindbox.box': required('/blindbox/api/blindbox/box'),
  'blindbox.boxDetail': required('/blindbox/api/order/boxDetail'),
  'blindbox.boxPage': none('/blindbox/api/goods/boxPage'),
  'blindbox.calculate': required('/blindbox/api/order/calculate'),
  'blindbox.categoryList': none('/blindbox/api/goods/categoryList'),
  'blindbox.create': required('/blindbox/api/order/create'),
  'blindbox.createOrder': required('/blindbox/api/order/createOrder'),
  'blindbox.goodsInfo': optional('/blindbox/api/goods/info'),
  'blindbox.goodsPage': none('/blindbox/api/goods/page'),
  'blindbox.info': required('/blindbox/api/blindbox/blindboxInfo'),
  'blindbox.myBlindbox': required('/blindbox/api/blindbox/myblindbox'),
  'blindbox.payment': required('/blindbox/api/order/payment'),

  'bundling.calculate': required('/bundling/api/ordercreate/calculate'),
  'bundling.create': required('/bundling/api/ordercreate/create'),
  'bundling.detail': none('/bundling/api/bundling/detail'),
  'bundling.lists': none('/bundling/api/bundling/lists'),
  'bundling.payment': required('/bundling/api/ordercreate/payment'),

  'captcha.captcha': none('/api/captcha/captcha'),

  'cardservice.calculate': required('/cardservice/api/ordercreate/calculate'),
  'cardservice.cardList': none('/cardservice/api/card/getcardlistbytype'),
  'cardservice.create': required('/cardservice/api/ordercreate/create'),
  'cardservice.memberCardDetail': required('/cardservice/api/membercard/detail'),
  'cardservice.memberCardPage': required('/cardservice/api/membercard/page'),
  'cardservice.memberCardRecords': required('/cardservice/api/membercard/records'),
  'cardservice.payment': required('/cardservice/api/ordercreate/payment'),
  'cardservice.relationCardGoods': none('/cardservice/api/card/getRelationCardGoods'),
  'cardservice.reserveAdd': required('/cardservice/api/reserve/addreserve'),
  'cardservice.reserveCancel': required('/cardservice/api/reserve/cancel'),
  'cardservice.reserveDetail': required('/cardservice/api/reserve/detail'),
  'cardservice.reserveLists': required('/cardservice/api/reserve/lists'),
  'cardservice.reserveServicers': none('/cardservice/api/reserve/servicerList'),
  'cardservice.reserveStatus': none('/cardservice/api/reserve/status'),
  'cardservice.reserveTimeConfig': none('/cardservice/api/reserve/getTimeConfig'),
  'cardservice.serviceCategory': none('/cardservice/api/servicescategory/lists'),
  'cardservice.serviceDetail': optional('/cardservice/api/service/detail'),
  'cardservice.servicePage': none('/cardservice/api/service/page'),

  // Cart (/api/cart/*, token required; guestLists prices a guest's cart kept on the device)
  'cart.add': required('/api/cart/add'),
  'cart.calculate': required('/api/cartcalculate/calculate'),
  'cart.clear': required('/api/cart/clear'),
  'cart.count': required('/api/cart/count'),
  'cart.delete': required('/api/cart/delete'),
  'cart.edit': required('/api/cart/edit'),
  'cart.editSku': required('/api/cart/editCartSku'),
  'cart.goodsLists': required('/api/cart/goodsLists'),
  'cart.goodsNum': required('/api/cart/goodsNum'),
  'cart.guestLists': none('/api/cart/guestLists'),
  'cart.lists': required('/api/cart/lists'),
  'cart.merge': required('/api/cart/merge'),

  // Site configuration (/api/config/*)
  'config.apiConfig': none('/api/config/getApiConfig'),
  'config.captchaConfig': none('/api/config/getCaptchaConfig'),
  'config.copyright': none('/api/config/copyright'),
  'config.defaultImg': none('/api/config/defaultimg'),
  'config.enabledExpressType': none('/api/config/enabledExpressType'),
  'config.init': none('/api/config/init'),
  'config.mapConfig': none('/api/config/geMapConfig'),
  'config.promotionZoneConfig': none('/api/config/promotionZoneConfig'),
  'config.servicer': none('/api/config/servicer'),
  'config.time': none('/api/config/time'),

  // Coupons (coupon addon)
  'coupon.couponById': none('/coupon/api/coupon/couponById'),
  'coupon.goodsCoupon': optional('/coupon/api/coupon/goodsCoupon'),
  'coupon.memberPage': required('/coupon/api/coupon/memberpage'),
  'coupon.num': required('/coupon/api/coupon/num'),
  'coupon.receive': required('/coupon/api/coupon/receive'),
  'coupon.receivedNum': required('/coupon/api/coupon/receivedNum'),
  'coupon.typeInfo': optional('/coupon/api/coupon/typeinfo'),
  'coupon.typeLists': optional('/coupon/api/coupon/typelists'),
  'coupon.typePageLists': optional('/coupon/api/coupon/typepagelists'),

  'discount.lists': none('/discount/api/discount/lists'),

  // Friends split a coupon pool (divideticket addon)
  'divideticket.info': optional('/divideticket/api/divideticket/info'),
  'divideticket.join': required('/divideticket/api/divideticket/divideticket'),
  'divideticket.launch': required('/divideticket/api/divideticket/launch'),
  'divideticket.launchPage': required('/divideticket/api/divideticket/launchPage'),
  'divideticket.lists': optional('/divideticket/api/divideticket/lists'),
  'divideticket.poster': optional('/divideticket/api/divideticket/poster'),

  // Decoration documents and the bottom tab bar
  'diyview.bottomNav': none('/api/diyview/bottomNav'),
  'diyview.info': none('/api/diyview/info'),
  'diyview.style': none('/api/diyview/style'),

  // Reviews written by the member (/api/goodsevaluate/add|again)
  'evaluate.add': required('/api/goodsevaluate/add'),
  'evaluate.again': required('/api/goodsevaluate/again'),

  // Distribution (fenxiao addon; commercial, token unless noted)
  'fenxiao.accountPage': required('/fenxiao/api/account/page'),
  'fenxiao.agreement': required('/fenxiao/api/config/agreement'),
  'fenxiao.apply': required('/fenxiao/api/apply/applyfenxiao'),
  'fenxiao.applyStatus': required('/fenxiao/api/apply/status'),
  'fenxiao.basics': required('/fenxiao/api/config/basics'),
  'fenxiao.childFenxiao': required('/fenxiao/api/fenxiao/childfenxiao'),
  'fenxiao.collectAdd': required('/fenxiao/api/goodscollect/add'),
  'fenxiao.collectDelete': required('/fenxiao/api/goodscollect/delete'),
  'fenxiao.config': required('/fenxiao/api/config/fenxiao'),
  'fenxiao.detail': required('/fenxiao/api/fenxiao/detail'),
  'fenxiao.goodsPage': required('/fenxiao/api/goods/page'),
  'fenxiao.levelLists': required('/fenxiao/api/Level/lists'),
  'fenxiao.memberOrders': required('/fenxiao/api/fenxiao/getorder'),
  'fenxiao.orderInfo': required('/fenxiao/api/order/info'),
  'fenxiao.orderPage': required('/fenxiao/api/order/page'),
  'fenxiao.poster': required('/fenxiao/api/fenxiao/poster'),
  'fenxiao.posterList': required('/fenxiao/api/fenxiao/posterList'),
  'fenxiao.posterTemplateIds': required('/fenxiao/api/fenxiao/posterTemplateIds'),
  'fenxiao.promoteRule': required('/fenxiao/api/config/promoterule'),
  'fenxiao.ranking': required('/fenxiao/api/fenxiao/ranking'),
  'fenxiao.rankingList': required('/fenxiao/api/fenxiao/rankinglist'),
  'fenxiao.sourceInfo': required('/fenxiao/api/fenxiao/sourceinfo'),
  'fenxiao.team': required('/fenxiao/api/fenxiao/team'),
  'fenxiao.teamNum': required('/fenxiao/api/fenxiao/teamnum'),
  'fenxiao.withdrawApply': required('/fenxiao/api/withdraw/apply'),
  'fenxiao.withdrawConfig': required('/fenxiao/api/config/withdraw'),
  'fenxiao.withdrawDetail': required('/fenxiao/api/withdraw/detail'),
  'fenxiao.withdrawPage': required('/fenxiao/api/withdraw/page'),
  'fenxiao.withdrawTransferType': required('/fenxiao/api/withdraw/transferType'),
  'fenxiao.words': none('/fenxiao/api/config/words'),

  'findpassword.mobile': none('/api/findpassword/mobile'),
  'findpassword.mobileCode': none('/api/findpassword/mobileCode'),

  // Custom forms (form addon)
  'form.create': required('/form/api/form/create'),
  'form.goodsForm': none('/form/api/form/goodsform'),
  'form.info': none('/form/api/form/info'),
  'form.orderData': required('/form/api/form/orderdata'),
  'form.orderForm': none('/form/api/form/orderform'),

  // Games: turntable, scratch cards, smash eggs (one addon each) and the shared record list
  'game.cardsInfo': optional('/cards/api/cards/info'),
  'game.cardsLottery': required('/cards/api/cards/lottery'),
  'game.eggInfo': optional('/egg/api/egg/info'),
  'game.eggLottery': required('/egg/api/egg/lottery'),
  'game.newestGame': none('/api/game/newestGame'),
  'game.recordPage': required('/api/game/recordPage'),
  'game.turntableInfo': optional('/turntable/api/turntable/info'),
  'game.turntableLottery': required('/turntable/api/turntable/lottery'),

  // Gift cards (giftcard addon)
  'giftcard.activate': required('/giftcard/api/activate/activate'),
  'giftcard.balanceUse': required('/giftcard/api/carduse/balanceuse'),
  'giftcard.blessing': required('/giftcard/api/membercard/blessing'),
  'giftcard.blessingDetail': required('/giftcard/api/transfer/blessingdetail'),
  'giftcard.calculate': required('/giftcard/api/ordercreate/calculate'),
  'giftcard.cardDetail': none('/giftcard/api/card/detail'),
  'giftcard.categoryLists': none('/giftcard/api/category/lists'),
  'giftcard.create': required('/giftcard/api/ordercreate/create'),
  'giftcard.detail': none('/giftcard/api/giftcard/detail'),
  'giftcard.listByCategory': none('/giftcard/api/giftcard/giftcardlistbycategory'),
  'giftcard.lists': none('/giftcard/api/giftcard/lists'),
  'giftcard.memberCardDetail': required('/giftcard/api/membercard/detail'),
  'giftcard.memberCardLists': required('/giftcard/api/membercard/lists'),
  'giftcard.memberCardPoster': required('/giftcard/api/membercard/poster'),
  'giftcard.orderClose': required('/giftcard/api/order/close'),
  'giftcard.orderDetail': required('/giftcard/api/order/detail'),
  'giftcard.orderLists': required('/giftcard/api/order/lists'),
  'giftcard.transfer': required('/giftcard/api/transfer/transfer'),
  'giftcard.useCalculate': required('/giftcard/api/giftcardordercreate/calculate'),
  'giftcard.useCreate': required('/giftcard/api/giftcardordercreate/create'),
  'giftcard.usePayment': required('/giftcard/api/giftcardordercreate/payment'),

  // Catalogue: categories, goods, search words, brands, reviews, favourites, footprints
  'goods.aftersale': none('/api/goods/aftersale'),
  'goods.barrage': none('/api/goods/goodsBarrage'),
  'goods.brandPage': none('/api/goodsbrand/page'),
  'goods.browseAdd': required('/api/goodsbrowse/add'),
  'goods.browseDelete': required('/api/goodsbrowse/delete'),
  'goods.browsePage': required('/api/goodsbrowse/page'),
  'goods.categoryInfo': none('/api/goodscategory/info'),
  'goods.categoryLists': none('/api/goodscategory/lists'),
  'goods.categoryTree': none('/api/goodscategory/tree'),
  'goods.collectAdd': required('/api/goodscollect/add'),
  'goods.collectDelete': required('/api/goodscollect/delete'),
  'goods.collectPage': required('/api/goodscollect/page'),
  'goods.components': optional('/api/goodssku/components'),
  'goods.defaultSearchWords': none('/api/goods/defaultSearchWords'),
  'goods.evaluateConfig': none('/api/goodsevaluate/config'),
  'goods.evaluateCount': none('/api/goodsevaluate/count'),
  'goods.evaluateFirstInfo': none('/api/goodsevaluate/firstinfo'),
  'goods.evaluateGoods': none('/api/goodsevaluate/getGoodsEvaluate'),
  'goods.evaluatePage': none('/api/goodsevaluate/page'),
  'goods.hotSearchWords': none('/api/goods/hotSearchWords'),
  'goods.infoForCategory': optional('/api/goodssku/getInfoForCategory'),
  'goods.isCollect': required('/api/goodscollect/iscollect'),
  'goods.modifyClicks': none('/api/goods/modifyclicks'),
  'goods.pageByCategory': optional('/api/goodssku/pageByCategory'),
  'goods.pageComponents': optional('/api/goodssku/pageComponents'),
  'goods.poster': optional('/api/goods/poster'),
  'goods.promotion': none('/api/goods/promotion'),
  'goods.recommend': optional('/api/goodssku/recommend'),
  'goods.service': none('/api/goods/service'),
  'goods.shareImg': none('/api/goods/shareImg'),
  'goods.skuByCategory': optional('/api/goodssku/goodsSkuByCategory'),
  'goods.skuDetail': optional('/api/goodssku/detail'),
  'goods.skuInfo': optional('/api/goodssku/info'),
  'goods.skuList': optional('/api/goodssku/goodsSku'),
  'goods.skuPage': optional('/api/goodssku/page'),

  'groupbuy.calculate': required('/groupbuy/api/ordercreate/calculate'),
  'groupbuy.create': required('/groupbuy/api/ordercreate/create'),
  'groupbuy.goodsDetail': optional('/groupbuy/api/goods/detail'),
  'groupbuy.goodsInfo': none('/groupbuy/api/goods/info'),
  'groupbuy.goodsLists': none('/groupbuy/api/goods/lists'),
  'groupbuy.goodsPage': none('/groupbuy/api/goods/page'),
  'groupbuy.goodsSku': none('/groupbuy/api/goods/goodsSku'),
  'groupbuy.payment': required('/groupbuy/api/ordercreate/payment'),
  'groupbuy.poster': optional('/groupbuy/api/goods/poster'),

  'help.classLists': none('/api/helpclass/lists'),
  'help.info': none('/api/help/info'),
  'help.page': none('/api/help/page'),

  // Red packets split by friends (hongbao addon; commercial)
  'hongbao.divide': required('/hongbao/api/hongbao/divide'),
  'hongbao.info': required('/hongbao/api/hongbao/info'),
  'hongbao.launch': required('/hongbao/api/hongbao/launch'),
  'hongbao.launchPage': required('/hongbao/api/hongbao/launchPage'),
  'hongbao.lists': required('/hongbao/api/hongbao/lists'),
  'hongbao.poster': required('/hongbao/api/hongbao/poster'),

  // Community chain orders (jielong addon)
  'jielong.buyPage': none('/jielong/api/goods/jielongBuyPage'),
  'jielong.cartAdd': required('/jielong/api/cart/add'),
  'jielong.cartClear': required('/jielong/api/cart/clear'),
  'jielong.cartCount': required('/jielong/api/cart/count'),
  'jielong.cartDelete': required('/jielong/api/cart/delete'),
  'jielong.cartEdit': required('/jielong/api/cart/edit'),
  'jielong.cartGoodsLists': required('/jielong/api/cart/goodsLists'),
  'jielong.cartGoodsNum': required('/jielong/api/cart/goodsNum'),
  'jielong.cartLists': required('/jielong/api/cart/lists'),
  'jielong.detail': optional('/jielong/api/goods/jielongDetail'),
  'jielong.orderClose': required('/jielong/api/order/close'),
  'jielong.orderDetail': required('/jielong/api/order/detail'),
  'jielong.orderLists': required('/jielong/api/order/lists'),
  'jielong.page': none('/jielong/api/goods/jielongPage'),
  'jielong.poster': optional('/jielong/api/goods/poster'),

  'level.lists': none('/api/memberlevel/lists'),

  'live.info': none('/live/api/live/info'),
  'live.modifyStatus': none('/live/api/live/modifyLiveStatus'),
  'live.page': none('/live/api/live/page'),

  'login.auth': none('/api/login/auth'),
  'login.authOnlyLogin': none('/api/login/authonlylogin'),
  'login.login': none('/api/login/login'),
  'login.logout': required('/api/login/logout'),
  'login.mobile': none('/api/login/mobile'),
  'login.mobileCode': none('/api/login/mobileCode'),
  'login.verifyToken': required('/api/login/verifyToken'),

  'manjian.info': none('/manjian/api/manjian/info'),

  // Member profile (/api/member/*)
  'member.accountRule': required('/api/member/accountrule'),
  'member.alterShareRelation': required('/api/member/alterShareRelation'),
  'member.bindMobileCode': required('/api/member/bindmobliecode'),
  'member.checkMobile': required('/api/member/checkmobile'),
  'member.checkPayPassword': required('/api/member/checkpaypassword'),
  'member.info': required('/api/member/info'),
  'member.isSetPayPassword': required('/api/member/issetpayaassword'),
  'member.memberQrcode': required('/api/member/membereqrcode'),
  'member.mobileAuth': required('/api/member/mobileauth'),
  'member.modifyAddress': required('/api/member/modifyaddress'),
  'member.modifyBirthday': required('/api/member/modifybirthday'),
  'member.modifyHeadimg': required('/api/member/modifyheadimg'),
  'member.modifyMobile': required('/api/member/modifymobile'),
  'member.modifyNickname': required('/api/member/modifynickname'),
  'member.modifyPassword': required('/api/member/modifypassword'),
  'member.modifyPayPassword': required('/api/member/modifypaypassword'),
  'member.modifyRealname': required('/api/member/modifyrealname'),
  'member.modifySex': required('/api/member/modifysex'),
  'member.modifyUsername': required('/api/member/modifyUsername'),
  'member.payPwdCode': required('/api/member/paypwdcode'),
  'member.pwdMobileCode': required('/api/member/pwdmobliecode'),
  'member.verifyPayPwdCode': required('/api/member/verifypaypwdcode'),

  // Account cancellation (membercancel addon)
  'membercancel.accountInfo': required('/membercancel/api/membercancel/accountInfo'),
  'membercancel.agreement': none('/membercancel/api/membercancel/agreement'),
  'membercancel.apply': required('/membercancel/api/membercancel/apply'),
  'membercancel.cancelApply': required('/membercancel/api/membercancel/cancelApply'),
  'membercancel.config': none('/membercancel/api/membercancel/config'),
  'membercancel.info': required('/membercancel/api/membercancel/info'),

  'memberconsume.config': required('/memberconsume/api/config/info'),

  'memberrecharge.config': none('/memberrecharge/api/memberrecharge/config'),
  'memberrecharge.info': none('/memberrecharge/api/memberrecharge/info'),
  'memberrecharge.orderCreate': required('/memberrecharge/api/ordercreate/create'),
  'memberrecharge.orderPage': required('/memberrecharge/api/order/page'),
  'memberrecharge.page': none('/memberrecharge/api/memberrecharge/page'),

  // Invite friends (memberrecommend addon)
  'memberrecommend.info': none('/memberrecommend/api/memberrecommend/info'),
  'memberrecommend.invitees': required('/memberrecommend/api/memberrecommend/invitees'),
  'memberrecommend.link': required('/memberrecommend/api/memberrecommend/link'),
  'memberrecommend.lists': required('/memberrecommend/api/memberrecommend/lists'),
  'memberrecommend.poster': required('/memberrecommend/api/memberrecommend/poster'),

  // New-member gift (memberregister addon)
  'memberregister.config': none('/memberregister/api/Config/Config'),
  'memberregister.receiveGiftInfo': required('/memberregister/api/Receivegift/info'),
  'memberregister.receiveGiftUpdate': required('/memberregister/api/Receivegift/updateInfo'),

  // Store notes (notes addon)
  'notes.detail': optional('/notes/api/notes/detail'),
  'notes.group': none('/notes/api/notes/group'),
  'notes.isLike': required('/notes/api/record/isDianzan'),
  'notes.like': required('/notes/api/record/add'),
  'notes.lists': optional('/notes/api/notes/lists'),
  'notes.page': optional('/notes/api/notes/page'),
  'notes.unlike': required('/notes/api/record/delete'),

  'notice.info': none('/api/notice/info'),
  'notice.lists': none('/api/notice/lists'),
  'notice.page': none('/api/notice/page'),

  // Offline payment (offlinepay addon)
  'offlinepay.config': none('/offlinepay/api/pay/config'),
  'offlinepay.info': required('/offlinepay/api/pay/info'),
  'offlinepay.pay': required('/offlinepay/api/pay/pay'),
  'offlinepay.uploadImg': required('/offlinepay/api/pay/uploadImg'),

  // Orders: creation (/api/ordercreate/*) and the member's orders (/api/order/*)
  'order.calculate': required('/api/ordercreate/calculate'),
  'order.close': required('/api/order/close'),
  'order.couponList': required('/api/ordercreate/getCouponList'),
  'order.create': required('/api/ordercreate/create'),
  'order.delete': required('/api/order/delete'),
  'order.detail': required('/api/order/detail'),
  'order.evaluateInfo': required('/api/order/evluateinfo'),
  'order.lists': required('/api/order/lists'),
  'order.num': required('/api/order/num'),
  'order.package': required('/api/order/package'),
  'order.pay': required('/api/order/pay'),
  'order.payment': required('/api/ordercreate/payment'),
  'order.takeDelivery': required('/api/order/takeDelivery'),
  'order.transactionAgreement': none('/api/order/transactionAgreement'),
  'order.virtualTakeDelivery': required('/api/order/memberVirtualTakeDelivery'),

  // Payment (/api/pay/*)
  'pay.balanceConfig': none('/api/pay/getBalanceConfig'),
  'pay.info': required('/api/pay/info'),
  'pay.memberPayCode': required('/api/pay/memberpaycode'),
  'pay.memberPayInfo': required('/api/pay/memberPayInfo'),
  'pay.orderDetailPath': required('/api/pay/outTradeNoToOrderDetailPath'),
  'pay.pay': required('/api/pay/pay'),
  'pay.resetpay': required('/api/pay/resetpay'),
  'pay.status': required('/api/pay/status'),
  'pay.type': none('/api/pay/type'),

  // Group buy with rebates (pinfan addon; commercial)
  'pinfan.calculate': required('/pinfan/api/ordercreate/calculate'),
  'pinfan.create': required('/pinfan/api/ordercreate/create'),
  'pinfan.goodsDetail': optional('/pinfan/api/goods/detail'),
  'pinfan.goodsLists': none('/pinfan/api/goods/lists'),
  'pinfan.goodsPage': none('/pinfan/api/goods/page'),
  'pinfan.goodsSku': none('/pinfan/api/goods/goodsSku'),
  'pinfan.groupInfo': optional('/pinfan/api/pinfangroup/info'),
  'pinfan.groupLists': none('/pinfan/api/pinfangroup/lists'),
  'pinfan.orderDetail': required('/pinfan/api/order/detail'),
  'pinfan.orderPage': required('/pinfan/api/order/page'),
  'pinfan.payment': required('/pinfan/api/ordercreate/payment'),
  'pinfan.poster': optional('/pinfan/api/goods/poster'),

  // Group purchase with group formation (pintuan addon)
  'pintuan.calculate': required('/pintuan/api/ordercreate/calculate'),
  'pintuan.create': required('/pintuan/api/ordercreate/create'),
  'pintuan.goodsDetail': optional('/pintuan/api/goods/detail'),
  'pintuan.goodsLists': none('/pintuan/api/goods/lists'),
  'pintuan.goodsPage': none('/pintuan/api/goods/page'),
  'pintuan.goodsSku': none('/pintuan/api/goods/goodsSku'),
  'pintuan.groupInfo': optional('/pintuan/api/pintuangroup/info'),
  'pintuan.groupLists': none('/pintuan/api/pintuangroup/lists'),
  'pintuan.members': none('/pintuan/api/order/pintuanmember'),
  'pintuan.orderDetail': required('/pintuan/api/order/detail'),
  'pintuan.orderPage': required('/pintuan/api/order/page'),
  'pintuan.payment': required('/pintuan/api/ordercreate/payment'),
  'pintuan.poster': optional('/pintuan/api/goods/poster'),

  // Points mall (pointexchange addon)
  'pointexchange.calculate': required('/pointexchange/api/ordercreate/calculate'),
  'pointexchange.create': required('/pointexchange/api/ordercreate/create'),
  'pointexchange.goodsDetail': optional('/pointexchange/api/goods/detail'),
  'pointexchange.goodsPage': none('/pointexchange/api/goods/page'),
  'pointexchange.goodsSku': none('/pointexchange/api/goods/goodsSku'),
  'pointexchange.orderClose': required('/pointexchange/api/order/close'),
  'pointexchange.orderInfo': required('/pointexchange/api/order/info'),
  'pointexchange.orderPage': required('/pointexchange/api/order/page'),
  'pointexchange.payment': required('/pointexchange/api/ordercreate/payment'),

  // Presale: deposit, then final payment (presale addon)
  'presale.depositCalculate': required('/presale/api/ordercreate/depositCalculate'),
  'presale.depositCreate': required('/presale/api/ordercreate/depositCreate'),
  'presale.depositPayment': required('/presale/api/ordercreate/depositPayment'),
  'presale.finalCreate': required('/presale/api/ordercreate/finalCreate'),
  'presale.goodsDetail': optional('/presale/api/goods/detail'),
  'presale.goodsLists': none('/presale/api/goods/lists'),
  'presale.goodsPage': none('/presale/api/goods/page'),
  'presale.goodsSku': none('/presale/api/goods/goodsSku'),
  'presale.orderClose': required('/presale/api/order/close'),
  'presale.orderDelete': required('/presale/api/order/delete'),
  'presale.orderDetail': required('/presale/api/order/detail'),
  'presale.orderPage': required('/presale/api/order/page'),
  'presale.orderPay': required('/presale/api/order/pay'),
  'presale.refundApply': required('/presale/api/refund/applyRefund'),
  'presale.refundCancel': required('/presale/api/refund/cancelRefund'),
  'presale.refundDetail': required('/presale/api/refund/detail'),
  'presale.refundPage': required('/presale/api/refund/page'),

  // Refunds and after-sales (/api/orderrefund/*)
  'refund.cancel': required('/api/orderrefund/cancel'),
  'refund.delivery': required('/api/orderrefund/delivery'),
  'refund.detail': required('/api/orderrefund/detail'),
  'refund.lists': required('/api/orderrefund/lists'),
  'refund.refund': required('/api/orderrefund/refund'),
  'refund.refundData': required('/api/orderrefund/refundData'),
  'refund.refundDataBatch': required('/api/orderrefund/refundDataBatch'),

  'register.agreement': none('/api/register/aggrement'),
  'register.config': none('/api/register/config'),
  'register.exist': none('/api/register/exist'),
  'register.mobile': none('/api/register/mobile'),
  'register.mobileCode': none('/api/register/mobileCode'),
  'register.username': none('/api/register/username'),

  'scenefestival.config': required('/scenefestival/api/config/config'),
  'scenefestival.receive': required('/scenefestival/api/config/receive'),
  'scenefestival.records': required('/scenefestival/api/config/getFestivalDrawRecordList'),

  // Flash sales by time slot (seckill addon)
  'seckill.calculate': required('/seckill/api/ordercreate/calculate'),
  'seckill.create': required('/seckill/api/ordercreate/create'),
  'seckill.goodsDetail': optional('/seckill/api/seckillgoods/detail'),
  'seckill.goodsInfo': optional('/seckill/api/seckillgoods/info'),
  'seckill.goodsLists': none('/seckill/api/seckillgoods/lists'),
  'seckill.goodsPage': none('/seckill/api/seckillgoods/page'),
  'seckill.goodsSku': optional('/seckill/api/seckillgoods/goodsSku'),
  'seckill.payment': required('/seckill/api/ordercreate/payment'),
  'seckill.poster': optional('/seckill/api/seckillgoods/poster'),
  'seckill.timeLists': none('/seckill/api/seckill/lists'),

  // Customer-service chat (servicer addon; commercial)
  'servicer.bind': required('/servicer/api/chat/bind'),
  'servicer.bye': required('/servicer/api/chat/bye'),
  'servicer.dialogs': required('/servicer/api/chat/dialogs'),
  'servicer.keyword': required('/servicer/api/chat/keyword'),
  'servicer.read': required('/servicer/api/chat/read'),
  'servicer.say': required('/servicer/api/chat/say'),
  'servicer.unread': required('/servicer/api/chat/unread'),

  // Daily sign-in (/api/membersignin/*)
  'signin.award': none('/api/membersignin/award'),
  'signin.isSign': required('/api/membersignin/issign'),
  'signin.records': required('/api/membersignin/getSignRecords'),
  'signin.signin': required('/api/membersignin/signin'),
  'signin.status': none('/api/membersignin/getSignStatus'),

  'site.info': none('/api/site/info'),
  'site.shopContact': none('/api/site/shopContact'),
  'site.status': none('/api/site/status'),
  'site.wapQrcode': none('/api/site/wapQrcode'),

  // Shop branches (/api/store/*)
  'store.info': none('/api/store/info'),
  'store.labelPage': none('/store/api/store/labelPage'),
  'store.location': none('/api/store/getLocation'),
  'store.nearest': none('/api/store/nearestStore'),
  'store.page': none('/api/store/page'),
  'store.storePage': none('/api/store/getStorePage'),

  // Paid member cards (supermember addon)
  'supermember.agreement': none('/supermember/api/membercard/agreement'),
  'supermember.cardInfo': optional('/supermember/api/membercard/info'),
  'supermember.cardLists': optional('/supermember/api/membercard/lists'),
  'supermember.firstCard': optional('/supermember/api/membercard/firstcard'),
  'supermember.orderCreate': required('/supermember/api/ordercreate/create'),
  'supermember.recommendCard': optional('/supermember/api/membercard/recommendCard'),

  // Topics (topic addon)
  'topic.calculate': required('/topic/api/ordercreate/calculate'),
  'topic.create': required('/topic/api/ordercreate/create'),
  'topic.goodsDetail': optional('/topic/api/topicgoods/detail'),
  'topic.goodsPage': none('/topic/api/topicgoods/page'),
  'topic.goodsSku': none('/topic/api/topicgoods/goodsSku'),
  'topic.info': none('/topic/api/topic/info'),
  'topic.page': none('/topic/api/topic/page'),
  'topic.payment': required('/topic/api/ordercreate/payment'),
  'topic.poster': optional('/topic/api/topicgoods/poster'),

  // Third-party (WeChat) login completion: bind a mobile
  'tripartite.getPhoneNumber': none('/api/tripartite/getPhoneNumber'),
  'tripartite.mobile': none('/api/tripartite/mobile'),
  'tripartite.mobileAuth': none('/api/tripartite/mobileauth'),
  'tripartite.mobileCode': none('/api/tripartite/mobileCode'),

  // Uploads (multipart `file` through upload(); the base64/pull variants are plain requests)
  'upload.chatimg': required('/api/upload/chatimg'),
  'upload.evaluateimg': required('/api/upload/evaluateimg'),
  'upload.headimg': required('/api/upload/headimg'),
  'upload.headimgBase64': required('/api/upload/headimgBase64'),
  'upload.headimgPull': required('/api/upload/headimgPull'),
  'upload.refundimg': required('/api/upload/refundimg'),

  // Verification desk (/api/verify/*)
  'verify.checkIsVerifier': required('/api/verify/checkisverifier'),
  'verify.lists': required('/api/verify/lists'),
  'verify.verify': required('/api/verify/verify'),
  'verify.verifyInfo': required('/api/verify/verifyInfo'),
  'verify.verifyType': required('/api/verify/getVerifyType'),

  'weapp.share': none('/weapp/api/weapp/share'),

  // The webview page's allowed hosts (shop setting; the CSP frame-src lists the same)
  'webview.check': none('/api/webview/check'),
  'webview.config': none('/api/webview/config'),

  // WeChat official account (wechat addon)
  'wechat.authCode': none('/wechat/api/wechat/authcode'),
  'wechat.authCodeToOpenid': none('/wechat/api/wechat/authcodetoopenid'),
  'wechat.jssdkConfig': none('/wechat/api/wechat/jssdkconfig'),
  'wechat.loginCode': none('/wechat/api/wechat/loginCode'),
  'wechat.share': optional('/wechat/api/wechat/share'),

  'wechatpay.inProcess': required('/wechatpay/api/transfer/inprocess'),
  'wechatpay.transfer': required('/wechatpay/api/transfer/transfer'),
  'wechatpay.withdrawConfig': none('/wechatpay/api/transfer/getWithdrawConfig'),

  // Balance withdrawal (/api/memberwithdraw/*)
  'withdraw.apply': required('/api/memberwithdraw/apply'),
  'withdraw.config': none('/api/memberwithdraw/config'),
  'withdraw.detail': required('/api/memberwithdraw/detail'),
  'withdraw.info': required('/api/memberwithdraw/info'),
  'withdraw.page': required('/api/memberwithdraw/page'),
  'withdraw.transferType': required('/api/memberwithdraw/transferType'),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

// --- the table in the browser build -------------------------------------------------------------
// The entry carries the table (every request looks its endpoint up), in a compact text: vite.config.ts
// (`endpoints-compact`) swaps the object literal above for `decodeEndpoints(<encodeEndpoints(table)>)`.
// One line per area, `area|prefix key key|prefix key…` in table order; a key is marked `!` required,
// `?` optional (else none) and followed by `~` when the path ends in the key in lower case, or
// `=action` when it ends otherwise (nothing: it ends in the key).

const AUTH_MARK: Record<EndpointAuth, string> = { none: '', optional: '?', required: '!' };

/** The compact text of a table (build time). */
export function encodeEndpoints(table: Readonly<Record<string, Endpoint>>): string {
  const lines: string[] = [];
  let area = '';
  let prefix = '';
  for (const [name, { path, auth }] of Object.entries(table)) {
    const dot = name.indexOf('.');
    const cut = path.lastIndexOf('/') + 1;
    const [a, key, p, action] = [name.slice(0, dot), name.slice(dot + 1), path.slice(0, cut), path.slice(cut)];
    if (dot < 1 || /[\s|!?~=]/.test(name + path)) throw new Error(`endpoint ${name} cannot be encoded`);
    if (a !== area || lines.length === 0) {
      lines.push(a);
      area = a;
      prefix = '';
    }
    let entry = AUTH_MARK[auth] + key + (action === key ? '' : action === key.toLowerCase() ? '~' : `=${action}`);
    if (p !== prefix) {
      entry = `|${p} ${entry}`;
      prefix = p;
    } else entry = ` ${entry}`;
    lines[lines.length - 1] += entry;
  }
  return lines.join('\n');
}

/** The table of a compact text (the browser build's). */
export function decodeEndpoints(text: string): Record<string, Endpoint> {
  const out: Record<string, Endpoint> = {};
  for (const line of text.split('\n')) {
    const [area, ...runs] = line.split('|');
    for (const run of runs) {
      const [prefix, ...entries] = run.split(' ');
      for (const entry of entries) {
        const auth: EndpointAuth = entry[0] === '!' ? 'required' : entry[0] === '?' ? 'optional' : 'none';
        const [key = '', action] = entry.slice(auth === 'none' ? 0 : 1).split('=');
        const name = key.endsWith('~') ? key.slice(0, -1) : key;
        out[`${area}.${name}`] = { path: `${prefix}${action ?? (name === key ? key : name.toLowerCase())}`, auth };
      }
    }
  }
  return out;
}

export function isEndpointName(name: unknown): name is EndpointName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(endpoints, name);
}

/** The registered endpoint of that name; throws for unknown names (a page schema bug). */
export function getEndpoint(name: EndpointName | string): Endpoint {
  if (!isEndpointName(name)) throw new Error(`unknown endpoint ${JSON.stringify(name)}`);
  return endpoints[name];
}

// The chat's WebSocket is not an API call: src/sdk/chat/client.ts (CHAT_SOCKET_PATH).

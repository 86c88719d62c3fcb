import type { ServerModule } from './types.ts';
import system from './system/index.ts';
import config from './config/index.ts';
import captcha from './captcha/index.ts';
import sms from './sms/index.ts';
import member from './member/index.ts';
import login from './login/index.ts';
import register from './register/index.ts';
import upload from './upload/index.ts';
import diy from './diy/index.ts';
import dev from './dev/index.ts';
import admin from './admin/index.ts';
import goods from './goods/index.ts';
import coupon from './coupon/index.ts';
import store from './store/index.ts';
import delivery from './delivery/index.ts';
import account from './account/index.ts';
import area from './area/index.ts';
import address from './address/index.ts';
import level from './level/index.ts';
import signin from './signin/index.ts';
import evaluate from './evaluate/index.ts';
import refund from './refund/index.ts';
import cart from './cart/index.ts';
import order from './order/index.ts';
import pay from './pay/index.ts';
import offlinepay from './offlinepay/index.ts';
import topic from './topic/index.ts';
import promotion from './promotion/index.ts';
import seckill from './promotion/seckill/index.ts';
import groupbuy from './promotion/groupbuy/index.ts';
import bundling from './promotion/bundling/index.ts';
import bale from './promotion/bale/index.ts';
import bargain from './promotion/bargain/index.ts';
import content from './content/index.ts';
import notes from './notes/index.ts';
import live from './live/index.ts';
import gifts from './gifts/index.ts';
import memberrecommend from './memberrecommend/index.ts';
import games from './games/index.ts';
import form from './form/index.ts';
import chat from './chat/index.ts';
import album from './album/index.ts';
import memberbankaccount from './memberbankaccount/index.ts';
import transfer from './transfer/index.ts';
import memberwithdraw from './memberwithdraw/index.ts';
import memberrecharge from './memberrecharge/index.ts';
import supermember from './supermember/index.ts';
import membercancel from './membercancel/index.ts';
import accountrule from './accountrule/index.ts';

/** Every server area, once. Order matters only for `init` (adapters another area uses come first). */
export const modules: ServerModule[] = [
  system,
  config,
  captcha,
  sms,
  member,
  login,
  register,
  upload,
  diy,
  dev,
  admin,
  goods,
  coupon,
  store,
  delivery,
  account,
  area,
  address,
  level,
  signin,
  evaluate,
  refund,
  cart,
  order,
  pay,
  offlinepay,
  topic,
  promotion,
  seckill,
  groupbuy,
  bundling,
  bale,
  bargain,
  content,
  notes,
  live,
  gifts,
  memberrecommend,
  games,
  form,
  chat,
  memberbankaccount,
  transfer,
  memberwithdraw,
  memberrecharge,
  supermember,
  membercancel,
  accountrule,
  album,
];

/**
 * The built routes (src/routes/routes.json: every route with a page file under src/pages/, plus the
 * diy tab pages), read at run time so that a new page is covered as soon as its file exists, and
 * the data that lets each show something (an order, a refund, a topic goods…), made through the API.
 * Walked by e2e/themes.spec.ts and e2e/routes.spec.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { expect, type Lang } from './fixtures.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuiltRoute {
  id: string;
  path: string;
  /** Query names the route takes (its manifest `params` and the `query.*` its page reads). */
  params: string[];
  /** Whether the route needs a login (a guest is sent to the login page). */
  login: boolean;
}

/** The route of a merchant's custom diy page (`?name=` or `?id=`): no page file, the document is the merchant's. */
const DIY_ROUTE = 'pages_tool/index/diy';

export function builtRoutes(): BuiltRoute[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'src/routes/routes.json'), 'utf8')) as { routes: Array<Record<string, unknown>> };
  const out: BuiltRoute[] = [];
  for (const r of manifest.routes) {
    const id = String(r.id);
    const file = path.join(ROOT, 'src/pages', `${typeof r.page === 'string' ? r.page : id}.page.json`);
    const hasFile = fs.existsSync(file);
    // the diy pages (home, category, member centre, a merchant's custom page) are built from diy documents
    if (!hasFile && typeof r.diy !== 'string' && id !== DIY_ROUTE) continue;
    const params = new Set<string>(Array.isArray(r.params) ? (r.params as string[]) : []);
    if (hasFile) for (const m of fs.readFileSync(file, 'utf8').matchAll(/\bquery\.([A-Za-z_]\w*)/g)) params.add(m[1]!);
    out.push({ id, path: typeof r.path === 'string' ? r.path : `/${id}`, params: [...params], login: r.login === true });
  }
  return out;
}

/** The account pages are seen as a guest (a member is sent on from them); every other page as the demo member. */
export const asGuest = (route: BuiltRoute): boolean => route.id.startsWith('pages_tool/login/');

// ---------------------------------------------------------------------------------------------
// Data for the pages that show one thing (an order, a refund, a topic goods…): made through the API.

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export interface Fixture {
  token: string;
  /** Query values by name, for every route. */
  values: Record<string, string>;
  /** Query values of one route, replacing `values` for it. */
  perRoute: Record<string, Record<string, string>>;
}

export async function makeFixture(request: APIRequestContext, lang: Lang): Promise<Fixture> {
  const login = (await (await request.post('/api/login/login', { form: { username: 'demo', password: 'demo123', lang } })).json()) as Envelope<{ token: string }>;
  expect(login.code, login.message).toBeGreaterThanOrEqual(0);
  const token = login.data.token;
  const call = async <T>(p: string, form: Record<string, string | number> = {}): Promise<T> => {
    const res = (await (await request.post(p, { form: { token, lang, app_type: 'h5', app_type_name: 'H5', ...form } })).json()) as Envelope<T>;
    expect(res.code, `${p}: ${res.message}`).toBeGreaterThanOrEqual(0);
    return res.data;
  };

  // goods anyone may buy one of
  type Sku = { sku_id: number; goods_id: number; stock: number; min_buy: number; is_limit: number; is_virtual: number };
  const skus = (await call<{ list: Sku[] }>('/api/goodssku/page', { page: 1, page_size: 40 })).list.filter(
    (s) => s.stock >= 10 && Number(s.min_buy) <= 1 && !Number(s.is_limit) && !Number(s.is_virtual),
  );
  expect(skus.length, 'five goods in stock').toBeGreaterThanOrEqual(5);
  const [a, b, c, d, e] = skus as [Sku, Sku, Sku, Sku, Sku];

  const place = async (form: Record<string, string | number>) => {
    const calc = await call<{ order_key: string }>('/api/ordercreate/payment', form);
    const out_trade_no = await call<string>('/api/ordercreate/create', { order_key: calc.order_key, idempotency_key: crypto.randomUUID() });
    const list = await call<{ list: Array<{ order_id: number; out_trade_no: string; order_goods: Array<{ order_goods_id: number }> }> }>('/api/order/lists', { order_status: 'waitpay', page: 1, page_size: 20 });
    const order = list.list.find((o) => o.out_trade_no === out_trade_no);
    expect(order, 'the new order is listed').toBeDefined();
    return { out_trade_no, order_id: order!.order_id, lines: order!.order_goods.map((g) => g.order_goods_id) };
  };
  const pay = (out_trade_no: string) => call('/api/pay/pay', { out_trade_no, is_balance: 1, pay_password: '123456' });
  const topUp = (await (await request.post('/dev/member/balance', { form: { mobile: '13800000000', balance: '3000' } })).json()) as Envelope;
  expect(topUp.code, topUp.message).toBeGreaterThanOrEqual(0);

  // unpaid (pay pages, order detail), received (logistics, review), paid with two lines (refunds)
  const unpaid = await place({ sku_id: a.sku_id, num: 1 });
  const received = await place({ sku_id: b.sku_id, num: 1 });
  await pay(received.out_trade_no);
  const shipped = (await (await request.post('/dev/order/ship', { form: { order_id: received.order_id } })).json()) as Envelope;
  expect(shipped.code, shipped.message).toBeGreaterThanOrEqual(0);
  await call('/api/order/takeDelivery', { order_id: received.order_id });
  await call('/api/cart/clear');
  await call('/api/cart/add', { sku_id: c.sku_id, num: 1 });
  await call('/api/cart/add', { sku_id: d.sku_id, num: 1 });
  const cart = await call<Array<{ cart_id: number }>>('/api/cart/goodsLists');
  const refund = await place({ cart_ids: cart.map((x) => x.cart_id).join(',') });
  await pay(refund.out_trade_no);
  await call('/api/orderrefund/refund', { order_goods_id: refund.lines[1]!, refund_type: 1, refund_reason: 'e2e' });
  // something in the cart
  await call('/api/cart/add', { sku_id: e.sku_id, num: 1 });

  const topics = await call<{ list: Array<{ topic_id: number }> }>('/topic/api/topic/page', { page: 1 });
  const topic_id = topics.list[0]?.topic_id;
  const topicGoods = topic_id ? (await call<{ list: Array<{ id: number }> }>('/topic/api/topicgoods/page', { topic_id, page: 1 })).list[0]?.id : undefined;
  const coupons = await call<{ list: Array<{ coupon_type_id: number }> }>('/coupon/api/coupon/typepagelists', { page: 1 });
  // the demo promotions of the seed (server/db/seed/promotion.ts): a group buy, the first bundle and the bale
  const groupbuy = (await call<{ list: Array<{ groupbuy_id: number; sku_id: number; buy_num: number }> }>('/groupbuy/api/goods/page', { page: 1 })).list[0];
  const bundle = await call<{ bl_id: number } | null>('/bundling/api/bundling/detail', { bl_id: 1 });
  const bale = await call<{ bale_id: number; num: number; sku_list: Array<{ sku_id: number }> } | null>('/bale/api/bale/detail', { bale_id: 1 });
  expect(groupbuy && bundle && bale, 'the seed’s group buy, bundle and bale').toBeTruthy();
  // a seckill of today's slots and a running bargain (the seed's slots cover the whole day)
  const slot = (await call<{ list: Array<{ id: number }> }>('/seckill/api/seckill/lists')).list[0];
  const seckill = slot && (await call<{ list: Array<{ id: number }> }>('/seckill/api/seckillgoods/page', { seckill_time_id: slot.id, page: 1 })).list[0];
  const bargain = (await call<{ list: Array<{ bargain_id: number }> }>('/bargain/api/goods/page', { page: 1 })).list[0];
  expect(seckill && bargain, 'the seed’s seckill and bargain').toBeTruthy();
  // content: a help item, a notice, an article, a store note (issue 17)
  const help = (await call<Array<{ child_list: Array<{ id: number }> }>>('/api/helpclass/lists'))[0]?.child_list[0]?.id;
  const notice = (await call<{ list: Array<{ id: number }> }>('/api/notice/page', { page: 1 })).list[0]?.id;
  const article = (await call<{ list: Array<{ article_id: number }> }>('/api/article/page', { page: 1 })).list[0]?.article_id;
  const note = (await call<{ list: Array<{ note_id: number }> }>('/notes/api/notes/page', { page: 1 })).list[0]?.note_id;
  // the seed's running game of each kind (an info call answers a game only under its own kind)
  const game = async (kind: string): Promise<string> => {
    for (let id = 1; id <= 20; id++) {
      const res = (await (await request.post(`/${kind}/api/${kind}/info`, { form: { id, lang } })).json()) as Envelope<{ status: number }>;
      if (res.code >= 0 && res.data.status === 1) return String(id);
    }
    return '';
  };
  const form = (await call<{ id: number }>('/form/api/form/info', { form_id: 1 })).id;

  return {
    token,
    values: {
      sku_id: String(a.sku_id),
      goods_id: String(a.goods_id),
      order_id: String(unpaid.order_id),
      out_trade_no: unpaid.out_trade_no,
      code: unpaid.out_trade_no,
      order_goods_id: String(refund.lines[0]),
      order_goods_ids: String(refund.lines[0]),
      refund_type: '1',
      topic_id: String(topic_id ?? ''),
      coupon_type_id: String(coupons.list[0]?.coupon_type_id ?? ''),
    },
    perRoute: {
      'pages/member/index': {},
      'pages_tool/pay/result': { code: received.out_trade_no },
      'pages_tool/order/logistics': { order_id: String(received.order_id) },
      'pages_tool/order/evaluate': { order_id: String(received.order_id) },
      'pages_tool/order/refund_goods_select': { order_id: String(refund.order_id) },
      'pages_tool/order/refund_detail': { order_goods_id: String(refund.lines[1]) },
      'pages_promotion/topics/goods_detail': { id: String(topicGoods ?? '') },
      'pages_promotion/topics/payment': { id: String(topicGoods ?? ''), num: '1' },
      'pages_promotion/groupbuy/detail': { groupbuy_id: String(groupbuy!.groupbuy_id) },
      'pages_promotion/groupbuy/payment': { groupbuy_id: String(groupbuy!.groupbuy_id), sku_id: String(groupbuy!.sku_id), num: String(groupbuy!.buy_num) },
      'pages_promotion/bundling/detail': { bl_id: String(bundle!.bl_id) },
      'pages_promotion/bundling/payment': { bl_id: String(bundle!.bl_id), num: '1' },
      'pages_promotion/bale/detail': { bale_id: String(bale!.bale_id) },
      'pages_promotion/seckill/detail': { seckill_id: String(seckill!.id) },
      'pages_promotion/bargain/detail': { b_id: String(bargain!.bargain_id) },
      'pages_promotion/bale/payment': { bale_id: String(bale!.bale_id), sku_list_json: JSON.stringify([{ sku_id: bale!.sku_list[0]!.sku_id, num: bale!.num }]) },
      'pages_tool/member/info_edit': { action: 'mobile' },
      'pages_tool/member/address_edit': {},
      'pages_tool/help/detail': { id: String(help ?? '') },
      'pages_tool/notice/detail': { notice_id: String(notice ?? '') },
      'pages_tool/article/detail': { article_id: String(article ?? '') },
      'pages_tool/store_notes/note_detail': { note_id: String(note ?? '') },
      'pages_promotion/game/turntable': { id: await game('turntable') },
      'pages_promotion/game/cards': { id: await game('cards') },
      'pages_promotion/game/smash_eggs': { id: await game('egg') },
      'pages_tool/form/form': { id: String(form) },
      // the seed's micro page; the webview with an address the shop does not allow (its refusal: no
      // outside site is reachable from the tests)
      'pages_tool/index/diy': { name: 'DIY_VIEW_RANDOM_NEW_ARRIVALS' },
      'pages_tool/webview/webview': { src: 'https://example.org/' },
    },
  };
}

export function urlOf(route: BuiltRoute, fx: Fixture): string {
  const values = fx.perRoute[route.id] ?? fx.values;
  const q = new URLSearchParams();
  for (const p of route.params) if (values[p]) q.set(p, values[p]!);
  const s = q.toString();
  return `/h5${route.path === '/' ? '/' : route.path}${s ? `?${s}` : ''}`;
}


/**
 * Every diy widget with data of its own reloads on a whole-page refresh (pull-to-refresh):
 * rendered through the real renderer (registry → PageView → node), one `refreshPage` makes each
 * fetch again exactly once, the old content stays on screen (no skeleton) until the new answer
 * arrives, and the refresh resolves only after the widget's answer arrived.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { fail, fakeFetch, ok, page, PageView, readGlobals, type RecordedRequest, refreshPage, registerTestWidgets, runtimeWith, withTableSources } from '../src/sdk/testing/index.ts';
import { defaultAddonFlags, request, useMemberStore, useSiteStore, useStoreStore } from '../src/sdk/index.ts';
import { categoryTreeRows, goodsRow, useLanguage } from '../src/sdk/testing/goods.tsx';

beforeAll(() => useLanguage('zh-cn'));
afterEach(() => {
  useMemberStore.setState({ token: '', memberInfo: null });
  useSiteStore.setState({ addonIsExist: defaultAddonFlags(), initStatus: false });
  useStoreStore.setState({ defaultStoreInfo: null, globalStoreInfo: null });
});

const addon = (name: string) => useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), [name]: 1 }, initStatus: true });

interface Case {
  type: string;
  props?: Record<string, unknown>;
  setup?: () => void;
  /** The endpoint(s) the widget reads: path → the answer of round `r` (0: first load, 1: after the refresh). */
  serve: Record<string, (r: number) => unknown>;
  /** Text shown for round `r`. */
  text: (r: number) => string;
  /**
   * Endpoints of `serve` whose source reads another's answer (seckill's goods: the current slot's
   * id): the loader asks them again once that answered, not with the rest.
   */
  dependent?: string[];
}

const name = (label: string) => (r: number) => `${label} v${r}`;
const goodsList = (label: string) => (r: number) => ok({ page_count: 1, count: 1, list: [goodsRow({ goods_name: name(label)(r), discount_price: r ? '8.80' : '9.90' })] });
const promo = (label: string, row: Record<string, unknown>) => (r: number) => ok([{ ...row, goods_name: name(label)(r) }]);
const store = { store_id: 1, telphone: '021-1', store_image: '', address: 'a', full_address: 'b', open_date: '', status: 1, is_frozen: 0 };
const member = { member_id: 1, username: 'demo', mobile: '13800000000', status: 1, headimg: '', member_level: 1, member_level_name: 'L1', point: 1, balance: '0.00', balance_money: '0.00' };

const cases: Case[] = [
  { type: 'diy-goods-list', serve: { '/api/goodssku/pageComponents': goodsList('list') }, text: name('list') },
  { type: 'diy-many-goods-list', serve: { '/api/goodssku/pageComponents': goodsList('many') }, text: name('many') },
  { type: 'diy-goods-recommend', serve: { '/api/goodssku/components': (r) => ok([goodsRow({ goods_name: name('rec')(r) })]) }, text: name('rec') },
  { type: 'diy-goods-brand', serve: { '/api/goodsbrand/page': (r) => ok({ list: [{ brand_id: 1, brand_name: name('brand')(r), image_url: '' }] }) }, text: name('brand') },
  {
    type: 'diy-goods-category',
    props: { template: '2', level: '2' },
    serve: {
      '/api/goodscategory/tree': () => ok(categoryTreeRows()),
      '/api/goodssku/pageByCategory': (r) => ok({ page_count: 1, count: 1, list: [goodsRow({ goods_name: name('cat goods')(r) })] }),
    },
    text: name('cat goods'),
  },
  {
    type: 'diy-top-category',
    serve: { '/api/goodscategory/tree': (r) => ok(categoryTreeRows().map((c, i) => (i === 0 ? { ...c, category_name: name('top')(r) } : c))) },
    text: name('top'),
  },
  { type: 'diy-coupon', props: { style: 5, isName: true }, setup: () => addon('coupon'), serve: { '/coupon/api/coupon/typelists': (r) => ok([{ coupon_type_id: 1, coupon_name: name('coupon')(r), type: 'reward', money: '10.00', discount: '0.00', at_least: '100.00', max_fetch: 1, count: 10, lead_count: 0, is_remain: 1 }]) }, text: name('coupon') },
  {
    type: 'diy-seckill',
    setup: () => addon('seckill'),
    serve: {
      '/seckill/api/seckill/lists': () => ok({ current_time: 1_700_000_000, list: [{ id: 2, seckill_start_time: 0, seckill_end_time: 86399, type: 'today' }] }),
      '/seckill/api/seckillgoods/lists': promo('seckill', { id: 11, goods_id: 9, goods_image: 'a.jpg', price: '20.00', seckill_price: '9.90' }),
    },
    dependent: ['/seckill/api/seckillgoods/lists'],
    text: name('seckill'),
  },
  { type: 'diy-pintuan', setup: () => addon('pintuan'), serve: { '/pintuan/api/goods/lists': promo('pintuan', { pintuan_id: 3, goods_id: 9, price: '30.00', pintuan_price: '19.90', pintuan_num: 3 }) }, text: name('pintuan') },
  { type: 'diy-bargain', setup: () => addon('bargain'), serve: { '/bargain/api/goods/lists': promo('bargain', { id: 8, bargain_id: 2, goods_id: 9, price: '99.00', floor_price: '1.00' }) }, text: name('bargain') },
  { type: 'diy-groupbuy', setup: () => addon('groupbuy'), serve: { '/groupbuy/api/goods/lists': promo('groupbuy', { groupbuy_id: 4, goods_id: 9, price: '50.00', groupbuy_price: '45.00', buy_num: 2 }) }, text: name('groupbuy') },
  { type: 'diy-presale', setup: () => addon('presale'), serve: { '/presale/api/goods/lists': promo('presale', { presale_id: 6, goods_id: 9, price: '300.00', presale_price: '260.00', presale_deposit: '50.00' }) }, text: name('presale') },
  { type: 'diy-pinfan', setup: () => addon('pinfan'), serve: { '/pinfan/api/goods/lists': promo('pinfan', { pintuan_id: 5, goods_id: 9, price: '40.00', pintuan_price: '35.00', pintuan_num: 2 }) }, text: name('pinfan') },
  { type: 'diy-notes', setup: () => addon('notes'), serve: { '/notes/api/notes/lists': (r) => ok([{ note_id: 4, note_title: name('note')(r), cover_img: '', read_num: 1, create_time: 1700000000 }]) }, text: name('note') },
  {
    type: 'diy-article',
    serve: { '/api/article/lists': (r) => ok([{ article_id: 7, article_title: name('article')(r), cover_img: '', create_time: 1700000000, read_num: 3 }]) },
    text: name('article'),
  },
  { type: 'diy-store', setup: () => addon('store'), serve: { '/api/store/page': (r) => ok({ list: [{ ...store, store_name: name('store')(r) }] }) }, text: name('store') },
  {
    type: 'diy-member-info',
    props: { style: 4 },
    setup: () => {
      addon('coupon');
      useMemberStore.setState({ token: 'tok', memberInfo: null });
    },
    serve: { '/api/member/info': (r) => ok({ ...member, nickname: name('nick')(r) }), '/coupon/api/coupon/num': (r) => ok(r + 1) },
    text: name('nick'),
  },
  {
    type: 'diy-member-my-order',
    setup: () => useMemberStore.setState({ token: 'tok' }),
    serve: { '/api/order/num': (r) => ok({ waitpay: r + 1, waitsend: 0, waitconfirm: 0, wait_use: 0, waitrate: 0, refunding: 0 }) },
    text: (r) => `${r + 1}待付款`,
  },
];

/** Skeletons and busy markers of the diy widgets. */
const SKELETON = '[class*="skel"], [aria-busy="true"]';

interface Served {
  requests: RecordedRequest[];
  /** Answers of round 1 wait for this. */
  release: () => void;
  next: () => void;
}

/** fakeFetch over `serve`: round 0 answers at once; after `next()`, answers wait for `release()`. */
function serveRounds(serve: Case['serve'], failRound1 = false): Served {
  let round = 0;
  let release: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  const routes: Record<string, (req: RecordedRequest) => Promise<unknown>> = {};
  for (const [path, answer] of Object.entries(serve)) {
    routes[path] = async () => {
      const r = round;
      if (r > 0) await gate;
      return r > 0 && failRound1 ? fail(-1, 'busy') : answer(r);
    };
  }
  const { requests } = fakeFetch(routes);
  return {
    requests,
    release: () => release(),
    next: () => {
      round += 1;
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
  };
}

function hasText(text: string): boolean {
  return (document.body.textContent ?? '').includes(text) || screen.queryAllByRole('link', { name: text }).length > 0;
}

async function renderPage(c: Case) {
  // The page's sources (the widget's, when its manifest declares them) go through the API client.
  const schema = await withTableSources(page({ id: 'test/refresh', content: [{ id: 'w', type: c.type, props: c.props ?? {} }] }));
  const runtime = runtimeWith(schema, { globals: readGlobals, request: (api, params) => request(api as never, params) });
  const view = render(<PageView schema={runtime.schema} runtime={runtime} />);
  return { runtime, view };
}

describe('a whole-page refresh reloads every diy widget with data', () => {
  for (const c of cases) {
    it(`${c.type}: fetches again once, keeps its content until the answer, then shows it`, async () => {
      c.setup?.();
      const served = serveRounds(c.serve);
      const { runtime } = await renderPage(c);
      await waitFor(() => expect(hasText(c.text(0))).toBe(true), { timeout: 5000 });
      await waitFor(() => expect(document.querySelectorAll(SKELETON)).toHaveLength(0));
      const before = served.requests.length;
      expect(before).toBeGreaterThanOrEqual(Object.keys(c.serve).length);

      served.next();
      let done = false;
      await act(async () => {
        void refreshPage(runtime).then(() => {
          done = true;
        });
      });
      // every endpoint of the widget is asked again (and only once): those reading no other's
      // answer at once, the dependent ones once their dependency answered
      const all = Object.keys(c.serve).map((p) => p.toLowerCase()).sort();
      const first = all.filter((p) => !c.dependent?.some((d) => d.toLowerCase() === p));
      await waitFor(() => expect(served.requests.length - before).toBe(first.length));
      const asked = () => served.requests.slice(before).map((r) => r.path.toLowerCase()).sort();
      expect(asked()).toEqual(first);
      // while the answers are on their way: the old content, no skeleton, the refresh not done
      expect(hasText(c.text(0))).toBe(true);
      expect(document.querySelectorAll(SKELETON)).toHaveLength(0);
      expect(done).toBe(false);

      await act(async () => served.release());
      await waitFor(() => expect(hasText(c.text(1))).toBe(true));
      await waitFor(() => expect(done).toBe(true));
      expect(hasText(c.text(0))).toBe(false);
      expect(document.querySelectorAll(SKELETON)).toHaveLength(0);
      expect(asked()).toEqual(all);
    });
  }

  it('a failed refresh keeps what was shown (and still ends the refresh)', async () => {
    const c = cases[0]!;
    const served = serveRounds(c.serve, true);
    const { runtime } = await renderPage(c);
    await waitFor(() => expect(hasText(c.text(0))).toBe(true), { timeout: 5000 });
    served.next();
    let done = false;
    await act(async () => {
      void refreshPage(runtime).then(() => {
        done = true;
      });
    });
    await act(async () => served.release());
    await waitFor(() => expect(done).toBe(true));
    expect(hasText(c.text(0))).toBe(true);
    expect(document.querySelectorAll(SKELETON)).toHaveLength(0);
  });

  it('the refresh action without a source reloads the widgets too', async () => {
    const c = cases[0]!;
    const served = serveRounds(c.serve);
    registerTestWidgets();
    const schema = await withTableSources(
      page({
        id: 'test/refresh-action',
        content: [
          { id: 'w', type: c.type, props: {} },
          { id: 'all', type: 't-button', on: { click: [{ action: 'refresh' }] } },
        ],
      }),
    );
    const runtime = runtimeWith(schema, { globals: readGlobals, request: (api, params) => request(api as never, params) });
    render(<PageView schema={runtime.schema} runtime={runtime} />);
    await waitFor(() => expect(hasText(c.text(0))).toBe(true), { timeout: 5000 });
    const before = served.requests.length;
    served.next();
    served.release();
    const button = await screen.findByTestId('all');
    await act(async () => button.click());
    await waitFor(() => expect(hasText(c.text(1))).toBe(true));
    expect(served.requests.length - before).toBe(1);
  });
});

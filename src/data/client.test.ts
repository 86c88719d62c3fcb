import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../stores/language.ts';
import { useMemberStore } from '../stores/member.ts';
import { useSiteStore } from '../stores/site.ts';
import { useStoreStore } from '../stores/store.ts';
import { useCartStore } from '../stores/cart.ts';
import { ApiTransportError, getBaseUrl, request, setBaseUrl, setNavigator, setUiHooks, upload } from './client.ts';
import { fail, fakeFetch, hangUntilAborted, ok } from './fakeFetch.ts';
import { resetNavigator } from './navigation.ts';
import { resetUiHooks } from './ui.ts';

const ui = { toast: vi.fn(), modal: vi.fn() };
const nav = { relaunch: vi.fn() };

beforeEach(() => {
  useMemberStore.setState({ token: '', memberInfo: null });
  useStoreStore.setState({ defaultStoreInfo: null, globalStoreInfo: null, manualChange: false });
  useSiteStore.setState({ siteState: 1 });
  useLanguageStore.setState({ lang: 'zh-cn' });
  setUiHooks(ui);
  setNavigator(nav);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  ui.toast.mockReset();
  ui.modal.mockReset();
  nav.relaunch.mockReset();
  resetUiHooks();
  resetNavigator();
  setBaseUrl('');
});

describe('request: what goes on the wire', () => {
  it('GETs with the common params in the query string when there is no data', async () => {
    const { requests } = fakeFetch({ '/api/config/init': ok({ a: 1 }) });
    const res = await request('config.init');
    expect(res).toEqual(ok({ a: 1 }));
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req!.method).toBe('GET');
    expect(req!.path).toBe('/api/config/init');
    expect(req!.query).toEqual({ app_type: 'h5', app_type_name: 'H5', token: '', lang: 'zh-cn' });
  });

  it('POSTs a form-encoded body with common params, JSON-encoded nested values, undefined dropped', async () => {
    // (store first: choosing a store while logged in would also reload the cart)
    useStoreStore.setState({ defaultStoreInfo: { store_id: 3 }, globalStoreInfo: { store_id: 7 } });
    useMemberStore.setState({ token: 'tok-1' });
    useLanguageStore.setState({ lang: 'en-us' });
    const { requests } = fakeFetch({ '/api/ordercreate/calculate': ok({ pay_money: '1.00' }) });
    await request('order.calculate', {
      order_key: 'k',
      is_balance: 0,
      coupon: { coupon_id: 5 },
      sku_ids: [1, 2],
      remark: undefined,
      note: null,
      name: '张三 & co',
    });
    const [req] = requests;
    expect(req!.method).toBe('POST');
    expect(req!.url.search).toBe('');
    expect(req!.contentType).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(req!.body).toEqual({
      app_type: 'h5',
      app_type_name: 'H5',
      token: 'tok-1',
      store_id: '7', // the chosen store wins over the default one
      lang: 'en-us',
      order_key: 'k',
      is_balance: '0',
      coupon: '{"coupon_id":5}',
      sku_ids: '[1,2]',
      note: '',
      name: '张三 & co',
    });
  });

  it('uses the default store when none was chosen, and lets the caller override common params', async () => {
    useStoreStore.setState({ defaultStoreInfo: { store_id: 3 } });
    const { requests } = fakeFetch();
    await request('goods.skuPage', { page: 1, store_id: 9 });
    expect(requests[0]!.body.store_id).toBe('9');
    await request('goods.skuPage', { page: 1 });
    expect(requests[1]!.body.store_id).toBe('3');
  });

  it('says wechat inside the WeChat browser', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.40');
    const { requests } = fakeFetch();
    await request('config.init');
    expect(requests[0]!.query.app_type).toBe('wechat');
    expect(requests[0]!.query.app_type_name).toBe('微信公众号');
  });

  it('accepts a raw { path } and a base URL', async () => {
    setBaseUrl('https://api.shop.test/');
    expect(getBaseUrl()).toBe('https://api.shop.test');
    const { fetch } = fakeFetch();
    await request({ path: '/api/site/status' });
    expect(String(fetch.mock.calls[0]![0])).toMatch(/^https:\/\/api\.shop\.test\/api\/site\/status\?/);
  });

  it('rejects unknown endpoint names', async () => {
    fakeFetch();
    await expect(request('nope.nothing' as never)).rejects.toThrow(/unknown endpoint/);
  });

  it('can send data as GET (query string) when asked', async () => {
    const { requests } = fakeFetch();
    await request('goods.skuDetail', { sku_id: 4 }, { method: 'GET' });
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.query.sku_id).toBe('4');
  });
});

describe('request: answers', () => {
  it('resolves API errors (code < 0) as envelopes, without any toast', async () => {
    fakeFetch({ '/api/cart/add': fail(-1, '缺少参数sku_id') });
    const res = await request('cart.add', { num: 1 });
    expect(res.code).toBe(-1);
    expect(res.message).toBe('缺少参数sku_id');
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('replaces the token with a refreshtoken', async () => {
    useMemberStore.setState({ token: 'old' });
    fakeFetch({ '/api/member/info': ok({ member_id: 1, status: 1 }, { refreshtoken: 'new' }) });
    await request('member.info');
    expect(useMemberStore.getState().token).toBe('new');
    expect(localStorage.getItem('h5_token')).toBe('"new"');
  });

  it('ignores a refreshtoken when nobody is logged in', async () => {
    fakeFetch({ '/api/config/init': ok({}, { refreshtoken: 'zombie' }) });
    await request('config.init');
    expect(useMemberStore.getState().token).toBe('');
  });

  it.each([-10009, -10010])('code %i clears token, member info and cart', async (code) => {
    useMemberStore.setState({ token: 'tok', memberInfo: { member_id: 1, status: 1 } });
    useCartStore.getState().applyLists([{ cart_id: 1, goods_id: 2, sku_id: 3, num: 2, discount_price: '1.50' }]);
    expect(useCartStore.getState().cartNumber).toBe(2);
    fakeFetch({ '/api/member/info': fail(code, 'token错误') });
    const res = await request('member.info');
    expect(res.code).toBe(code);
    expect(useMemberStore.getState()).toMatchObject({ token: '', memberInfo: null });
    expect(useCartStore.getState()).toMatchObject({ cartNumber: 0, cartMoney: '0.00', cartIds: [], cartList: {} });
    expect(localStorage.getItem('h5_token')).toBeNull();
    expect(localStorage.getItem('h5_memberInfo')).toBeNull();
  });

  it('code -3 while open: site state -3 and relaunch to the store-closed page, once', async () => {
    fakeFetch({ '/api/goodssku/page': fail(-3, '网站已关闭！') });
    const res = await request('goods.skuPage', { page: 1 });
    expect(res.code).toBe(-3);
    expect(useSiteStore.getState().siteState).toBe(-3);
    expect(nav.relaunch).toHaveBeenCalledWith('/pages_tool/storeclose/storeclose');
    await request('goods.skuPage', { page: 2 });
    expect(nav.relaunch).toHaveBeenCalledTimes(1); // already closed: no second relaunch
  });

  it('an answer after -3 means the shop reopened: the next -3 relaunches again', async () => {
    let closed = true;
    fakeFetch({ '/api/site/status': () => (closed ? fail(-3, '店铺装修中') : { code: 0, message: 'ok', data: null }) });
    await request('site.status');
    expect(useSiteStore.getState().siteState).toBe(-3);
    closed = false;
    await request('site.status');
    expect(useSiteStore.getState().siteState).toBe(1);
    closed = true;
    await request('site.status');
    expect(nav.relaunch).toHaveBeenCalledTimes(2);
  });
});

describe('request: transport failures', () => {
  it('HTTP 4xx: toast "network error, try later" for 10 s and reject', async () => {
    fakeFetch({ '/api/config/init': new Response('nope', { status: 404 }) });
    const err = await request('config.init').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiTransportError);
    expect(err).toMatchObject({ kind: 'http', status: 404, path: '/api/config/init' });
    expect(ui.toast).toHaveBeenCalledWith('网络异常，请稍后重试', 10_000);
  });

  it('HTTP 5xx and network errors toast too (in the current language)', async () => {
    useLanguageStore.setState({ lang: 'en-us' });
    fakeFetch({ '/api/config/init': new Response('boom', { status: 502 }) });
    await expect(request('config.init')).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(ui.toast).toHaveBeenLastCalledWith('Network error, please try again later', 10_000);

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(request('config.init')).rejects.toMatchObject({ kind: 'network' });
    expect(ui.toast).toHaveBeenCalledTimes(2);
  });

  it('an unreadable body is a transport error', async () => {
    fakeFetch({ '/api/config/init': new Response('<html>', { status: 200 }) });
    await expect(request('config.init')).rejects.toMatchObject({ kind: 'parse' });
    fakeFetch({ '/api/config/init': { hello: 'world' } });
    await expect(request('config.init')).rejects.toMatchObject({ kind: 'parse' });
  });

  it('offline: the "network lost" modal without cancel, and no fetch', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { fetch } = fakeFetch();
    let close!: () => void;
    ui.modal.mockImplementation(() => new Promise<void>((r) => (close = r)));
    await expect(request('config.init')).rejects.toMatchObject({ kind: 'offline' });
    await expect(request('cart.lists')).rejects.toMatchObject({ kind: 'offline' });
    expect(fetch).not.toHaveBeenCalled();
    expect(ui.modal).toHaveBeenCalledTimes(1); // not stacked while open
    expect(ui.modal).toHaveBeenCalledWith({ title: '网络已断开', content: '请检查网络', showCancel: false });
    expect(ui.toast).not.toHaveBeenCalled();
    close();
  });

  it('a request failing because the connection dropped shows the modal', async () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        online = false;
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(request('config.init')).rejects.toMatchObject({ kind: 'offline' });
    expect(ui.modal).toHaveBeenCalledTimes(1);
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('times out after 60 s', async () => {
    vi.useFakeTimers();
    fakeFetch({ '/api/config/init': hangUntilAborted });
    const pending = request('config.init').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(ui.toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout' });
    expect(ui.toast).toHaveBeenCalledWith('网络异常，请稍后重试', 10_000);
  });

  it('honours a shorter time-out and a caller abort (no toast on abort)', async () => {
    vi.useFakeTimers();
    fakeFetch({ '/api/ordercreate/create': hangUntilAborted, '/api/config/init': hangUntilAborted });
    const short = request('order.create', { order_key: 'k' }, { timeout: 100 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    expect(await short).toMatchObject({ kind: 'timeout' });

    ui.toast.mockReset();
    const ctrl = new AbortController();
    const aborted = request('order.create', { order_key: 'k' }, { signal: ctrl.signal }).catch((e: unknown) => e);
    ctrl.abort();
    expect(await aborted).toMatchObject({ name: 'AbortError' });
    expect(ui.toast).not.toHaveBeenCalled();
  });
});

describe('request: simultaneous identical GETs', () => {
  it('share one fetch; different params or POSTs do not', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { fetch } = fakeFetch({
      '/api/goodscategory/tree': async () => {
        await gate;
        return ok([{ category_id: 1 }]);
      },
    });
    const a = request('goods.categoryTree');
    const b = request('goods.categoryTree');
    const c = request('goods.categoryTree', { level: 2 });
    const d = request('goods.categoryTree', { level: 2 });
    release();
    const [ra, rb] = await Promise.all([a, b, c, d]);
    expect(ra).toEqual(rb);
    expect(fetch).toHaveBeenCalledTimes(3); // one shared GET + two POSTs
    await request('goods.categoryTree');
    expect(fetch).toHaveBeenCalledTimes(4); // finished requests are not cached
  });

  it('one caller aborting leaves the others their answer; all aborting cancels the fetch', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const seen: AbortSignal[] = [];
    fakeFetch({
      '/api/goods/hotSearchWords': async (req) => {
        seen.push(req.signal!);
        await gate;
        return ok({ words: 'a,b' });
      },
    });
    const c1 = new AbortController();
    const first = request('goods.hotSearchWords', undefined, { signal: c1.signal }).catch((e: unknown) => e);
    const second = request('goods.hotSearchWords');
    c1.abort();
    release();
    expect(await first).toMatchObject({ name: 'AbortError' });
    expect((await second).data).toEqual({ words: 'a,b' });
    expect(seen[0]!.aborted).toBe(false);

    fakeFetch({ '/api/goods/defaultSearchWords': hangUntilAborted });
    const c2 = new AbortController();
    const c3 = new AbortController();
    const p2 = request('goods.defaultSearchWords', undefined, { signal: c2.signal }).catch((e: unknown) => e);
    const p3 = request('goods.defaultSearchWords', undefined, { signal: c3.signal }).catch((e: unknown) => e);
    c2.abort();
    c3.abort();
    expect(await p2).toMatchObject({ name: 'AbortError' });
    expect(await p3).toMatchObject({ name: 'AbortError' });
    expect(ui.toast).not.toHaveBeenCalled();
  });
});

describe('upload', () => {
  it('sends multipart with file, app_type, app_type_name, token; resolves pic_path', async () => {
    useMemberStore.setState({ token: 'tok' });
    const { requests } = fakeFetch({ '/api/upload/headimg': ok({ pic_path: 'upload/headimg/20240101/a.png' }) });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    const res = await upload('upload.headimg', file, { album: 1 });
    expect(res.data.pic_path).toBe('upload/headimg/20240101/a.png');
    const [req] = requests;
    expect(req!.method).toBe('POST');
    expect(req!.body).toMatchObject({ app_type: 'h5', app_type_name: 'H5', token: 'tok', album: '1' });
    expect(req!.files.file).toBeInstanceOf(Blob);
    expect((req!.files.file as File).name).toBe('me.png');
    expect(req!.contentType).toBeNull(); // the browser sets the multipart boundary
    // The language also travels in the address, for answers to a body the server could not read.
    expect(req!.query.lang).toBe(req!.body.lang);
  });

  it('sends the headers it is given (the studio: its CSRF header)', async () => {
    const { requests } = fakeFetch({ '/admin/api/album/upload': ok({ pic_path: 'upload/album/20260101/a.png' }) });
    const res = await upload({ path: '/admin/api/album/upload' }, new Blob(['x']), { album_id: 2 }, { headers: { 'x-csrf-token': 'c5' } });
    expect(res.data.pic_path).toBe('upload/album/20260101/a.png');
    expect(requests[0]!.headers['x-csrf-token']).toBe('c5');
    expect(requests[0]!.body).toMatchObject({ album_id: '2' });
  });

  it('toasts and rejects on transport failure; resolves API errors', async () => {
    fakeFetch({ '/api/upload/evaluateimg': new Response('', { status: 413 }) });
    await expect(upload('upload.evaluateimg', new Blob(['x']))).rejects.toMatchObject({ kind: 'http', status: 413 });
    expect(ui.toast).toHaveBeenCalledWith('网络异常，请稍后重试', 10_000);
    fakeFetch({ '/api/upload/refundimg': fail(-1, '上传失败') });
    expect((await upload('upload.refundimg', new Blob(['x']))).code).toBe(-1);
  });
});

import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeFetch, ok } from '../data/fakeFetch.ts';
import { resetNavigator } from '../data/navigation.ts';
import { resetUiHooks } from '../data/ui.ts';
import { useCartStore } from '../stores/cart.ts';
import { useLanguageStore } from '../stores/language.ts';
import { useMemberStore } from '../stores/member.ts';
import { initialSiteState, useSiteStore } from '../stores/site.ts';
import { useSourceStore } from '../stores/source.ts';
import { useStoreStore } from '../stores/store.ts';
import { boot, readInlinedInit, stopFollowing } from './index.ts';

const config = {
  style_theme: { id: 3, title: '纯净绿', name: 'green', main_color: '#19C650', aux_color: '#FA6400' },
  addon_is_exist: { coupon: 1 },
  diy_bottom_nav: { list: [] },
  map_config: { tencent_map_key: '', wap_is_open: 1, wap_valid_time: 5 },
  wechat_config_status: 0,
};
const member = { member_id: 5, status: 1, nickname: 'Ann' };
const cartRows = [{ cart_id: 1, goods_id: 1, sku_id: 1, num: 3, discount_price: '2.00' }];

function inline(content: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  const script = doc.createElement('script');
  script.id = '__INIT__';
  script.type = 'application/json';
  script.textContent = content;
  doc.body.appendChild(script);
  return doc;
}

beforeEach(() => {
  useSiteStore.setState(initialSiteState());
  useMemberStore.setState({ token: '', memberInfo: null });
  useStoreStore.setState({ defaultStoreInfo: null, globalStoreInfo: null, manualChange: false });
  useSourceStore.setState({ sourceMember: '', authInfo: null });
  useCartStore.getState().clear();
  useLanguageStore.setState({ lang: 'zh-cn' });
  document.documentElement.removeAttribute('style');
});
// The web files share their worker's modules: the next file must not hear this file's boot().
afterAll(stopFollowing);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetNavigator();
  resetUiHooks();
});

describe('readInlinedInit', () => {
  it('reads the server-inlined config and page', () => {
    const doc = inline(JSON.stringify({ config, page: { id: 'index' } }));
    expect(readInlinedInit(doc)).toEqual({ config, page: { id: 'index' } });
    expect(readInlinedInit(doc)).toBe(readInlinedInit(doc)); // parsed once
  });

  it('is undefined when absent, broken or without config', () => {
    expect(readInlinedInit(document.implementation.createHTMLDocument('x'))).toBeUndefined();
    expect(readInlinedInit(inline('{broken'))).toBeUndefined();
    expect(readInlinedInit(inline('{"page":{}}'))).toBeUndefined();
  });
});

describe('boot', () => {
  it('applies an inlined config before returning, with no init call, and paints the theme', async () => {
    const { requests } = fakeFetch();
    const result = boot({ doc: inline(JSON.stringify({ config, page: { id: 'p' } })), search: '' });
    expect(result.configSource).toBe('inline');
    expect(result.inlined?.page).toEqual({ id: 'p' });
    expect(useSiteStore.getState()).toMatchObject({ initStatus: true, theme: { name: 'green' } });
    expect(useSiteStore.getState().addonIsExist.coupon).toBe(1);
    // The theme table is a lazy chunk: painted once it is there.
    await vi.waitFor(() => expect(document.documentElement.style.getPropertyValue('--base-color')).toBe('#19C650'));
    expect(await result.config).toBe(true);
    await result.session;
    expect(requests.map((r) => r.path)).toEqual([]); // guest: nothing else to ask
  });

  it('keeps the theme the server painted, loading no theme table', async () => {
    fakeFetch();
    const style = document.createElement('style');
    style.id = 'h5-theme';
    style.dataset.theme = 'green';
    document.head.appendChild(style);
    try {
      boot({ doc: inline(JSON.stringify({ config })), search: '' });
      expect(document.documentElement.dataset.theme).toBe('green'); // at once
      expect(document.documentElement.style.getPropertyValue('--base-color')).toBe(''); // the server's <style> has them
    } finally {
      style.remove();
      delete document.documentElement.dataset.theme;
    }
  });

  it('falls back to config.init when nothing is inlined', async () => {
    const { requests } = fakeFetch({ '/api/config/init': ok(config) });
    const result = boot({ doc: document.implementation.createHTMLDocument('x'), search: '' });
    expect(result.configSource).toBe('api');
    expect(useSiteStore.getState().initStatus).toBe(false); // not blocking
    expect(await result.config).toBe(true);
    expect(useSiteStore.getState().theme.name).toBe('green');
    await vi.waitFor(() => expect(document.documentElement.style.getPropertyValue('--base-color')).toBe('#19C650'));
    expect(requests[0]!.path).toBe('/api/config/init');
  });

  it('reports a failed config call without throwing', async () => {
    fakeFetch({ '/api/config/init': new Response('', { status: 500 }) });
    const result = boot({ doc: document.implementation.createHTMLDocument('x'), search: '' });
    expect(await result.config).toBe(false);
    await result.session;
    expect(useSiteStore.getState().theme.name).toBe('default');
  });

  it('restores the member from storage, refreshes it and loads the cart count', async () => {
    localStorage.setItem('h5_token', '"tok"');
    localStorage.setItem('h5_memberInfo', JSON.stringify(member));
    const { requests } = fakeFetch({
      '/api/member/info': ok({ ...member, nickname: 'Ann B' }),
      '/api/cart/lists': ok(cartRows),
    });
    const result = boot({ doc: inline(JSON.stringify({ config })), search: '' });
    expect(useMemberStore.getState()).toMatchObject({ token: 'tok', memberInfo: member }); // synchronously
    await result.session;
    expect(useMemberStore.getState().memberInfo?.nickname).toBe('Ann B');
    expect(useCartStore.getState()).toMatchObject({ cartNumber: 3, cartMoney: '6.00' });
    expect(requests.map((r) => r.path).sort()).toEqual(['/api/cart/lists', '/api/member/info']);
    expect(requests.every((r) => r.query.token === 'tok')).toBe(true);
  });

  it("a language switch loads the member again, in that language (the level name is the merchant's per language)", async () => {
    localStorage.setItem('h5_token', '"tok"');
    const { requests } = fakeFetch({
      '/api/member/info': (req) => ok({ ...member, member_level: 2, member_level_name: req.query.lang === 'en-us' || req.body.lang === 'en-us' ? 'Silver member' : '白银会员' }),
      '/api/cart/lists': ok(cartRows),
      '/api/config/init': ok(config),
    });
    await boot({ doc: inline(JSON.stringify({ config })), search: '' }).session;
    expect(useMemberStore.getState().memberInfo?.member_level_name).toBe('白银会员');
    useLanguageStore.setState({ lang: 'en-us' });
    await vi.waitFor(() => expect(useMemberStore.getState().memberInfo?.member_level_name).toBe('Silver member'));
    expect(requests.filter((r) => r.path === '/api/member/info')).toHaveLength(2);
  });

  it('stopFollowing: a language change after it asks for nothing (the next unit file does not hear this one)', async () => {
    localStorage.setItem('h5_token', '"tok"');
    const { requests } = fakeFetch({ '/api/member/info': ok(member), '/api/cart/lists': ok(cartRows), '/api/config/init': ok(config) });
    await boot({ doc: inline(JSON.stringify({ config })), search: '' }).session;
    const before = requests.length;
    stopFollowing();
    useLanguageStore.setState({ lang: useLanguageStore.getState().lang === 'en-us' ? 'zh-cn' : 'en-us' });
    await new Promise((r) => setTimeout(r, 20));
    expect(requests.length).toBe(before);
  });

  it('with only a token: member first, then the cart', async () => {
    localStorage.setItem('h5_token', '"tok"');
    const { requests } = fakeFetch({ '/api/member/info': ok(member), '/api/cart/lists': ok(cartRows) });
    await boot({ doc: inline(JSON.stringify({ config })), search: '' }).session;
    expect(requests.map((r) => r.path)).toEqual(['/api/member/info', '/api/cart/lists']);
    expect(useCartStore.getState().cartNumber).toBe(3);
  });

  it('a member with status 0 is logged out, with no cart left', async () => {
    localStorage.setItem('h5_token', '"tok"');
    localStorage.setItem('h5_memberInfo', JSON.stringify(member));
    localStorage.setItem('h5_authInfo', '{"wx_openid":"o"}');
    fakeFetch({ '/api/member/info': ok({ ...member, status: 0 }), '/api/cart/lists': ok(cartRows) });
    await boot({ doc: inline(JSON.stringify({ config })), search: '' }).session;
    expect(useMemberStore.getState()).toMatchObject({ token: '', memberInfo: null });
    expect(useSourceStore.getState().authInfo).toBeNull();
    expect(useCartStore.getState().cartNumber).toBe(0);
    expect(localStorage.getItem('h5_token')).toBeNull();
  });

  it('a lost session (-10010) clears the member', async () => {
    localStorage.setItem('h5_token', '"tok"');
    const { requests } = fakeFetch({ '/api/member/info': fail(-10010, 'token已过期') });
    await boot({ doc: inline(JSON.stringify({ config })), search: '' }).session;
    expect(useMemberStore.getState().token).toBe('');
    expect(requests.map((r) => r.path)).toEqual(['/api/member/info']);
  });

  it('keeps source_member from the URL and binds it once a member is known', async () => {
    localStorage.setItem('h5_token', '"tok"');
    const { requests } = fakeFetch({ '/api/member/info': ok(member), '/api/cart/lists': ok([]) });
    await boot({ doc: inline(JSON.stringify({ config })), search: '?source_member=88' }).session;
    const bind = requests.find((r) => r.path === '/api/member/alterShareRelation');
    expect(bind?.body.share_member).toBe('88');
    expect(useSourceStore.getState().sourceMember).toBe('');
  });

  it('a guest keeps source_member for the login', async () => {
    fakeFetch();
    await boot({ doc: inline(JSON.stringify({ config })), search: '?source_member=88' }).session;
    expect(useSourceStore.getState().sourceMember).toBe('88');
    expect(localStorage.getItem('h5_source_member')).toBe('"88"');
  });
});

describe('boot inside WeChat', () => {
  const wechatConfig = { ...config, wechat_config_status: 1 };
  beforeEach(() => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 MicroMessenger/8.0');
  });

  it('without a member it leaves for the OAuth page', async () => {
    const redirect = vi.fn();
    const { requests } = fakeFetch({ '/wechat/api/wechat/authcode': ok('https://open.weixin.qq.com/connect?x=1') });
    await boot({
      doc: inline(JSON.stringify({ config: wechatConfig })),
      search: '',
      wechat: { href: 'https://shop.test/h5/pages/index/index', redirect },
    }).session;
    expect(requests[0]!.body.app_type).toBe('wechat');
    expect(requests[0]!.body).toMatchObject({ redirect_url: 'https://shop.test/h5/pages/index/index', scopes: 'snsapi_userinfo' });
    expect(redirect).toHaveBeenCalledWith('https://open.weixin.qq.com/connect?x=1');
  });

  it('back with a code: openid → auth login → member and cart', async () => {
    const onAuthResult = vi.fn();
    const { requests } = fakeFetch({
      '/wechat/api/wechat/authcodetoopenid': ok({ openid: 'oid', unionid: 'uid', userinfo: { nickName: 'W', avatarUrl: 'a.png' } }),
      '/api/login/auth': ok({ token: 'wx-token', is_register: 1 }),
      '/api/member/info': ok(member),
      '/api/cart/lists': ok(cartRows),
    });
    await boot({
      doc: inline(JSON.stringify({ config: wechatConfig })),
      search: '?source_member=12',
      wechat: { href: 'https://shop.test/h5/pages/index/index?code=CODE&state=1', onAuthResult },
    }).session;
    expect(requests.map((r) => r.path)).toEqual([
      '/wechat/api/wechat/authcodetoopenid',
      '/api/login/auth',
      '/api/member/info',
      '/api/cart/lists',
      '/api/member/alterShareRelation',
    ]);
    expect(requests[1]!.body).toMatchObject({ wx_openid: 'oid', wx_unionid: 'uid', nickName: 'W', avatarUrl: 'a.png', source_member: '12' });
    expect(useSourceStore.getState().authInfo).toMatchObject({ wx_openid: 'oid' });
    expect(onAuthResult).toHaveBeenCalledWith({ token: 'wx-token', is_register: 1 }, 0);
    expect(useMemberStore.getState()).toMatchObject({ token: 'wx-token', memberInfo: member });
    expect(useCartStore.getState().cartNumber).toBe(3);
  });

  it('MEMBER_NOT_EXIST leaves a guest with the auth info for the login flow', async () => {
    useSourceStore.setState({ authInfo: { wx_openid: 'oid' } });
    const onAuthResult = vi.fn();
    fakeFetch({ '/api/login/auth': fail(-1, '', 'MEMBER_NOT_EXIST') });
    await boot({ doc: inline(JSON.stringify({ config: wechatConfig })), search: '', wechat: { onAuthResult } }).session;
    expect(onAuthResult).toHaveBeenCalledWith('MEMBER_NOT_EXIST', -1);
    expect(useMemberStore.getState().token).toBe('');
    expect(useSourceStore.getState().authInfo).toEqual({ wx_openid: 'oid' });
  });

  it('a held token whose member info failed to load (network) is not replaced by a WeChat login', async () => {
    localStorage.setItem('h5_token', '"tok"');
    const { requests } = fakeFetch({ '/api/member/info': new Response('', { status: 502 }) });
    await boot({ doc: inline(JSON.stringify({ config: wechatConfig })), search: '' }).session;
    expect(requests.map((r) => r.path)).toEqual(['/api/member/info']);
    expect(useMemberStore.getState().token).toBe('tok');
  });

  it('does nothing when the site has no WeChat config', async () => {
    const { requests } = fakeFetch();
    await boot({ doc: inline(JSON.stringify({ config })), search: '' }).session;
    expect(requests).toHaveLength(0);
  });
});

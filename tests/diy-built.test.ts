import { describe, expect, it } from 'vitest';
import { isBuiltPath, isLinkAvailable, isLinkShown } from '../src/diy/built.ts';
import { hasPageSchema, pageSchemaIds } from '../src/renderer/pages.ts';

const addons = { coupon: 1, pintuan: 0 };

describe('built pages', () => {
  it('diy tab pages are built (they render merchant documents)', () => {
    expect(isBuiltPath('/pages/member/index')).toBe(true);
    expect(isBuiltPath('/h5/pages/index/index')).toBe(true);
    expect(isBuiltPath('/pages/goods/category?category_id=3')).toBe(true);
  });

  it('a route with a page schema file is built; one without is not', () => {
    for (const id of pageSchemaIds()) expect(isBuiltPath(`/${id}`)).toBe(true);
    const unbuilt = '/pages_promotion/blindbox/my_box';
    expect(hasPageSchema('pages_promotion/blindbox/my_box')).toBe(false);
    expect(isBuiltPath(unbuilt)).toBe(false);
  });

  it('unknown paths are not built; the diy route needs a name', () => {
    expect(isBuiltPath('/pages/nowhere')).toBe(false);
    expect(isBuiltPath('/pages_tool/index/diy?name=DIY_VIEW_RANDOM_1')).toBe(true);
    expect(isBuiltPath('/pages_tool/index/diy')).toBe(false);
  });

  it('an addon that is off hides the route even when built', () => {
    expect(isBuiltPath('/pages/member/index', addons)).toBe(true);
    // pintuan pages need the pintuan addon
    expect(isBuiltPath('/pages_promotion/pintuan/my_spell', addons)).toBe(false);
  });

  it('links: inert and external ones stay, in-app ones follow the page', () => {
    expect(isLinkShown({ name: '' })).toBe(true);
    expect(isLinkShown([])).toBe(true);
    expect(isLinkShown({ name: 'CUSTOM_LINK', wap_url: 'https://example.com/x' })).toBe(true);
    expect(isLinkShown({ name: 'MOBILE', mobile: '13800000000' })).toBe(true);
    expect(isLinkShown({ name: 'MEMBER_CENTER', wap_url: '/pages/member/index' })).toBe(true);
    expect(isLinkShown({ name: 'BLINDBOX', wap_url: '/pages_promotion/blindbox/my_box' })).toBe(false);
  });

  it("offered links (GraphicNav, as NiuShop's): every entry but those whose page's addon is off, built or not", () => {
    expect(isLinkAvailable({ name: '' }, addons)).toBe(true);
    expect(isLinkAvailable({ name: 'CUSTOM_LINK', wap_url: 'https://example.com/x' }, addons)).toBe(true);
    // not built yet, no addon of its own, or a path the shop does not know: offered
    expect(isLinkAvailable({ name: 'BLINDBOX', wap_url: '/pages_promotion/blindbox/my_box' }, addons)).toBe(true);
    expect(isLinkAvailable({ name: 'X', wap_url: '/pages/nowhere' }, addons)).toBe(true);
    // the pintuan addon is off: left out; on: offered, though its page is not built
    expect(isLinkAvailable({ name: 'MY_PINTUAN', wap_url: '/pages_promotion/pintuan/my_spell' }, addons)).toBe(false);
    expect(isLinkAvailable({ name: 'MY_PINTUAN', wap_url: '/pages_promotion/pintuan/my_spell' }, { ...addons, pintuan: 1 })).toBe(true);
    // before the site config is in, nothing is left out
    expect(isLinkAvailable({ name: 'MY_PINTUAN', wap_url: '/pages_promotion/pintuan/my_spell' }, null)).toBe(true);
  });
});

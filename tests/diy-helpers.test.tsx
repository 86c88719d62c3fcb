/** src/diy helpers: values, the common-field styles, icons, link resolution, the block. */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { resetActionEnv } from '../src/actions/env.ts';
import {
  boxStyle, clampNum, colorList, cssUrl, elementStyle, fontWeight, gradient, gradientOf, iconLook, imageUrl, marginOf, num,
  ornamentStyle, outerStyle, radiusStyle, safeColor, textColor,
} from '../src/diy/style.ts';
import { goDiyLink, linkHref, resolveLink, useDiyNavigate } from '../src/diy/link.ts';
import { defaultAddonFlags, initialSiteState, useSiteStore } from '../src/stores/site.ts';
import { DiyBlock } from '../src/diy/DiyBlock.tsx';
import { DiyLink } from '../src/diy/DiyLink.tsx';
import { DiyIcon, glyphName, hasGlyph } from '../src/diy/icons.tsx';
import { fakeNavigation } from '../src/diy/testing.tsx';
import { loadSample } from './diy-samples.ts';

afterEach(() => resetActionEnv());

describe('values', () => {
  it('reads NiuShop numbers', () => {
    expect(num(12)).toBe(12);
    expect(num('12')).toBe(12);
    expect(num('249.63px')).toBe(249.63);
    expect(num(' 7 ')).toBe(7);
    expect(num('12abc', 3)).toBe(3);
    expect(num(NaN, 1)).toBe(1);
    expect(num({}, 2)).toBe(2);
    expect(clampNum('999', 0, 100)).toBe(100);
    expect(clampNum(-5, 0, 100)).toBe(0);
  });

  it('accepts colours only', () => {
    for (const ok of ['#fff', '#FFFFFF', '#ffffff80', 'rgb(1, 2, 3)', 'rgba(1,2,3,.5)', 'hsl(10 20% 30%)', 'transparent', 'var(--base-color)']) expect(safeColor(ok), ok).toBeDefined();
    expect(safeColor('RED')).toBe('red');
    for (const bad of ['', 'red; background: url(x)', 'url(x)', 'expression(alert(1))', '#ggg', 'rgb(1,2,3);x', 'var(--x);', 42, null]) expect(safeColor(bad), String(bad)).toBeUndefined();
    expect(colorList(['#000', 'not a colour', '#fff'])).toEqual(['#000', '#fff']);
    expect(gradient(['#000'])).toBe('#000');
    expect(gradient(['#000', '#fff'], 90)).toBe('linear-gradient(90deg, #000, #fff)');
    expect(gradient([])).toBeUndefined();
    expect(gradientOf('#F83287', '#FE3423')).toBe('linear-gradient(90deg, #F83287, #FE3423)');
    expect(gradientOf('', '#FE3423')).toBe('#FE3423');
  });

  it('resolves image paths through img() and refuses other schemes', () => {
    expect(imageUrl('upload/a.jpg')).toBe('/upload/a.jpg');
    expect(imageUrl('upload/a.jpg', 'mid')).toBe('/upload/a_MID.jpg');
    expect(imageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(imageUrl('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil/x.png', 'a"b.png', 'a\nb.png', '', null]) expect(imageUrl(bad), String(bad)).toBe('');
    expect(cssUrl('upload/a (1).png')).toBe('url("/upload/a %281%29.png")');
  });
});

describe('common-field styles', () => {
  const text = loadSample('home').value.value.find((c) => c.componentName === 'Text')!;

  it('outer strip: pageBgColor and margins as padding; PHP [] margins are zeros', () => {
    expect(outerStyle({ pageBgColor: '#FFFFFF', margin: { top: 10, bottom: '10', both: 12 } })).toEqual({
      backgroundColor: '#FFFFFF', paddingTop: 10, paddingBottom: 10, paddingLeft: 12, paddingRight: 12,
    });
    expect(outerStyle({ margin: [] })).toEqual({});
    expect(marginOf({ margin: { top: 'x', both: 9999 } })).toEqual({ top: 0, bottom: 0, both: 500 });
    expect(outerStyle(undefined)).toEqual({});
  });

  it('box: componentBgColor and radii only when the angle is round', () => {
    expect(boxStyle(text)).toEqual({ backgroundColor: '#FFFFFF', borderTopLeftRadius: 10, borderTopRightRadius: 10, overflow: 'hidden' });
    expect(boxStyle({ ...text, componentAngle: 'right' })).toEqual({ backgroundColor: '#FFFFFF' });
    expect(radiusStyle(0, 0)).toEqual({});
  });

  it('elements: elementBgColor and element radii', () => {
    expect(elementStyle({ elementBgColor: '#F6F9FF', topElementAroundRadius: 10, bottomElementAroundRadius: 0 })).toEqual({
      backgroundColor: '#F6F9FF', borderTopLeftRadius: 10, borderTopRightRadius: 10, overflow: 'hidden',
    });
    expect(elementStyle({ elementAngle: 'right', topElementAroundRadius: 10 })).toEqual({});
  });

  it('text colour, font weight and ornament', () => {
    expect(textColor({ textColor: '#303133' })).toBe('#303133');
    expect(textColor({ textColor: 'x;y' }, '#000')).toBe('#000');
    expect(fontWeight('bold')).toBe('bold');
    expect(fontWeight(true)).toBe('bold');
    expect(fontWeight('normal')).toBeUndefined();
    expect(ornamentStyle({ type: 'shadow', color: '#EDEDED' })).toEqual({ boxShadow: '0 0 5px #EDEDED' });
    expect(ornamentStyle({ type: 'stroke', color: 'bad;' })).toEqual({ border: '1px solid #EDEDED' });
    expect(ornamentStyle({ type: 'default' })).toEqual({});
  });

  it('icon looks: gradient background over the image, radius, glyph colours and size', () => {
    const look = iconLook({ fontSize: 50, iconBgColor: ['#FF9F3E', '#FF4116'], iconBgColorDeg: 90, iconBgImg: 'public/bg.png', bgRadius: 50, iconColor: ['#FFFFFF'], iconColorDeg: 0 });
    expect(look.box.backgroundImage).toBe('url("/public/bg.png"), linear-gradient(90deg, #FF9F3E, #FF4116)');
    expect(look.box.borderRadius).toBe('50%');
    expect(look.scale).toBe(0.5);
    expect(look.colors).toEqual(['#FFFFFF']);
    expect(iconLook('')).toEqual({ box: {}, scale: 0.6, colors: ['#000000'], deg: 0 });
  });

  it('DiyBlock renders the strip and the box', () => {
    const { container } = render(<DiyBlock props={text} nodeId="t1" className="diy-x">hi</DiyBlock>);
    const strip = container.querySelector('[data-node-id="t1"]') as HTMLElement;
    expect(strip.className).toBe('diy-block diy-x');
    expect(strip.style.paddingLeft).toBe('12px');
    expect((strip.firstElementChild as HTMLElement).style.borderTopRightRadius).toBe('10px');
  });
});

describe('icons', () => {
  it('maps the sample icon names to glyphs and anything else to a dot', () => {
    for (const name of ['icondiy icon-system-groupbuy-nav', 'icondiy icon-system-pintuan-nav', 'icondiy icon-system-seckill-time', 'icondiy icon-system-point-nav', 'icondiy icon-system-topic-nav', 'icondiy icon-system-bargain-nav', 'icondiy icon-system-get-coupon', 'icondiy icon-system-article-nav', 'icondiy icon-system-notice-nav', 'icondiy icon-system-help', 'icondiy icon-system-coupon', 'icondiy icon-system-daifukuan2', 'icondiy icon-system-daifahuo2', 'icondiy icon-system-daishouhuo2', 'icondiy icon-system-daishiyong2', 'icondiy icon-system-shuhou2', 'icondiy icon-system-shouyexuanzhongbeifen2', 'icondiy icon-system-tuijian']) {
      expect(hasGlyph(name), name).toBe(true);
    }
    expect(glyphName('icondiy icon-system-unknown-thing')).toBe('dot');
    expect(glyphName(undefined)).toBe('dot');
  });

  it('draws a gradient glyph with an SVG gradient', () => {
    const { container } = render(<DiyIcon icon="icondiy icon-system-daifukuan2" iconStyle={{ iconColor: ['#FF7B1D', '#FF1544'], iconColorDeg: 111, fontSize: 65 }} size={40} />);
    const stops = container.querySelectorAll('stop');
    expect(stops).toHaveLength(2);
    expect(container.querySelector('path')!.getAttribute('fill')).toMatch(/^url\(#g/);
    expect(container.querySelector('svg')!.getAttribute('width')).toBe('26');
  });
});

describe('links', () => {
  it('resolves NiuShop link objects', () => {
    expect(resolveLink({ name: '' })).toBeNull();
    expect(resolveLink([])).toBeNull();
    expect(resolveLink(null)).toBeNull();
    expect(resolveLink({ name: 'INDEX', title: '主页', wap_url: '/pages/index/index', parent: 'MALL_LINK' })).toEqual({ kind: 'route', path: '/pages/index/index' });
    expect(resolveLink({ name: 'X', wap_url: 'pages/goods/detail?goods_id=3' })).toEqual({ kind: 'route', path: '/pages/goods/detail?goods_id=3' });
    expect(resolveLink({ name: 'CUSTOM_LINK', wap_url: 'https://example.com/a b' })).toEqual({ kind: 'external', url: 'https://example.com/a%20b' });
    expect(resolveLink({ name: 'MOBILE', title: '拨打电话：400 1234', mobile: '400 1234' })).toEqual({ kind: 'tel', number: '4001234' });
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'data:text/html,x', '//evil.example', 'vbscript:x', 'https://user:pw@evil.example', '\\\\evil', 'java\tscript:x']) {
      expect(resolveLink({ name: 'CUSTOM_LINK', wap_url: bad }), bad).toBeNull();
    }
    expect(resolveLink({ name: 'OTHER_APPLET', appid: 'wx1', page: 'a' })).toBeNull();
    expect(resolveLink({ name: 'MOBILE', mobile: 'call me' })).toBeNull();
  });

  it('gives hrefs with the /h5 base', () => {
    expect(linkHref({ name: 'A', wap_url: '/pages/goods/list?x=1' })).toBe('/h5/pages/goods/list?x=1');
    expect(linkHref({ name: 'MOBILE', mobile: '123456' })).toBe('tel:123456');
    expect(linkHref({ name: 'A', wap_url: 'javascript:alert(1)' })).toBeNull();
  });

  it('navigates in the app, leaves for http(s), dials tel:, ignores the rest', () => {
    const nav = fakeNavigation();
    expect(goDiyLink({ name: 'A', wap_url: '/pages/goods/cart' })).toBe(true);
    expect(nav.navigate).toHaveBeenCalledWith('/pages/goods/cart');
    expect(goDiyLink({ name: 'A', wap_url: 'https://example.com/' })).toBe(true);
    expect(nav.openExternal).toHaveBeenCalledWith('https://example.com/');
    expect(goDiyLink({ name: 'MOBILE', mobile: '123456' })).toBe(true);
    expect(nav.openExternal).toHaveBeenLastCalledWith('tel:123456');
    expect(goDiyLink({ name: 'A', wap_url: 'javascript:alert(1)' })).toBe(false);
    const { result } = renderHook(() => useDiyNavigate());
    expect(result.current({ name: 'B', wap_url: '/pages/member/index' })).toBe(true);
    expect(nav.navigate).toHaveBeenLastCalledWith('/pages/member/index');
  });

  it('MEMBER_CONTACT goes to customer service as the shop\'s H5 servicer setting says (NiuShop diyRedirectTo)', () => {
    const contact = { name: 'MEMBER_CONTACT', title: '客服', wap_url: '/pages_tool/member/contact', parent: 'MEMBER' };
    const site = (h5: Record<string, unknown> | null, tel = '400-800-8888', servicerAddon: 0 | 1 = 1) =>
      useSiteStore.setState({ servicerConfig: h5 ? { h5: h5 as { type: string } } : null, siteInfo: { site_tel: tel } as never, addonIsExist: { ...defaultAddonFlags(), servicer: servicerAddon } });
    try {
      site({ type: 'niushop' });
      expect(resolveLink(contact)).toEqual({ kind: 'route', path: '/pages_tool/chat/room' });
      expect(linkHref(contact)).toBe('/h5/pages_tool/chat/room');
      // the chat without its addon: the phone
      site({ type: 'niushop' }, '400-800-8888', 0);
      expect(linkHref(contact)).toBe('tel:4008008888');
      site({ type: 'wxwork', wxwork_url: 'https://work.example.com/kf?id=1' });
      expect(resolveLink(contact)).toEqual({ kind: 'external', url: 'https://work.example.com/kf?id=1' });
      site({ type: 'third', third_url: 'https://chat.example.com/' });
      expect(linkHref(contact)).toBe('https://chat.example.com/');
      // a URL that is not http(s): the phone instead
      site({ type: 'third', third_url: 'javascript:alert(1)' });
      expect(linkHref(contact)).toBe('tel:4008008888');
      site({ type: 'none' });
      expect(resolveLink(contact)).toEqual({ kind: 'tel', number: '4008008888' });
      // no customer service and no phone: the contact page (which says so in the shopper's language)
      site({ type: 'none' }, '');
      expect(resolveLink(contact)).toEqual({ kind: 'route', path: '/pages_tool/member/contact' });
      site(null, '');
      expect(linkHref(contact)).toBe('/h5/pages_tool/member/contact');
      // the mini-program's own button: its wap_url
      site({ type: 'weapp' });
      expect(linkHref(contact)).toBe('/h5/pages_tool/member/contact');
      // other links are not customer service
      site({ type: 'niushop' });
      expect(linkHref({ name: 'MEMBER_RECHARGE_LIST', title: '充值', wap_url: '/pages_tool/recharge/list' })).toBe('/h5/pages_tool/recharge/list');
      const nav = fakeNavigation();
      expect(goDiyLink(contact)).toBe(true);
      expect(nav.navigate).toHaveBeenCalledWith('/pages_tool/chat/room');
    } finally {
      useSiteStore.setState(initialSiteState());
    }
  });

  it('DiyLink is an anchor that navigates, or a plain element when inert', () => {
    const nav = fakeNavigation();
    render(
      <>
        <DiyLink link={{ name: 'A', wap_url: '/pages/goods/list' }}>go</DiyLink>
        <DiyLink link={{ name: 'A', wap_url: 'javascript:alert(1)' }}>bad</DiyLink>
      </>,
    );
    fireEvent.click(screen.getByText('go'));
    expect(nav.navigate).toHaveBeenCalledWith('/pages/goods/list');
    expect(screen.getByText('bad').tagName).toBe('DIV');
    expect(screen.getByText('bad').getAttribute('href')).toBeNull();
  });
});

// The page globals of a NiuShop diy document (nav bar styles, pop-up window, share) as page meta.
import { describe, expect, it } from 'vitest';
import { adaptDiy } from './adapter.ts';

const meta = (global: Record<string, unknown>) => adaptDiy({ global, value: [] }).page.meta!;

describe('adaptDiy: global → meta', () => {
  it('nav styles 1–4 with their image, link, colours, alignment and transparency', () => {
    expect(meta({ navStyle: 2, topNavImg: 'upload/logo.png', textNavColor: '#FFFFFF', topNavColor: '#FF4544' }).navBar).toEqual({
      show: true, style: 2, image: '/upload/logo.png', textColor: '#FFFFFF', background: '#FF4544',
    });
    expect(meta({ navStyle: '3', topNavImg: 'https://cdn.example.com/l.png', moreLink: { name: 'INDEX', wap_url: '/pages/index/index' } }).navBar).toEqual({
      show: true, style: 3, image: 'https://cdn.example.com/l.png', link: { name: 'INDEX', wap_url: '/pages/index/index' },
    });
    expect(meta({ navStyle: 4, topNavBg: true }).navBar).toEqual({ show: true, style: 4, transparent: true });
    expect(meta({ navStyle: 1, textImgPosLink: 'left', navBarSwitch: false }).navBar).toEqual({ show: false, style: 1, align: 'left' });
    expect(meta({ navStyle: 5 }).navBar?.style).toBe(1);
    // an empty moreLink leads nowhere and is left out; a javascript: one is made inert
    expect(meta({ moreLink: { name: '' } }).navBar?.link).toBeUndefined();
    const hostile = adaptDiy({ global: { moreLink: { name: 'X', wap_url: 'javascript:alert(1)' } }, value: [] });
    expect(hostile.page.meta?.navBar?.link).toBeUndefined();
    expect(hostile.issues.map((i) => i.path)).toEqual(['$.global.moreLink.wap_url']);
  });

  it('pop-up window: kept for count 1 and 0 with an image, left out for -1 (never) or without an image', () => {
    const pop = (p: Record<string, unknown>) => meta({ popWindow: p }).popWindow;
    expect(pop({ imageUrl: 'upload/pop.png', count: 1, link: { name: 'X', wap_url: '/pages/goods/list' }, imgWidth: '600', imgHeight: '900' })).toEqual({
      image: '/upload/pop.png', count: 1, link: { name: 'X', wap_url: '/pages/goods/list' }, width: 600, height: 900,
    });
    expect(pop({ imageUrl: 'upload/pop.png', count: '0', link: { name: '' }, imgWidth: '', imgHeight: '' })).toEqual({ image: '/upload/pop.png', count: 0 });
    expect(pop({ imageUrl: 'upload/pop.png', count: -1 })).toBeUndefined();
    expect(pop({ imageUrl: 'upload/pop.png' })).toBeUndefined();
    expect(pop({ imageUrl: '', count: 1 })).toBeUndefined();
    expect(pop({ imageUrl: 'javascript:alert(1)', count: 1 })).toBeUndefined();
  });

  it('share: wechatShareTitle || title, wechatShareDesc, wechatShareImage', () => {
    expect(meta({ title: 'Home', wechatShareDesc: 'Come in' }).share).toEqual({ title: 'Home', desc: 'Come in' });
    expect(meta({ title: 'Home', wechatShareTitle: 'Sale ${x}', wechatShareImage: 'upload/s.jpg' }).share).toEqual({ title: 'Sale $${x}', image: '/upload/s.jpg' });
    expect(meta({}).share).toBeUndefined();
  });
});

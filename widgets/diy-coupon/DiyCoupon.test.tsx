import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { fail, fakeFetch, ok, PageView, renderInPage, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { defaultAddonFlags, useMemberStore, useSiteStore } from '../../src/sdk/index.ts';
import DiyCoupon, { blockBackground, claimedAll, couponBox, couponLayout, couponStyle, defaults, luminance, readable, soldOut, STYLE_LOOKS, type CouponStyle } from './DiyCoupon.tsx';
import { couponParams } from './data.ts';
import manifest from './index.ts';
import type { DiyCouponProps } from './props.gen.ts';
import { fakeActions, renderWidget, useLanguage } from '../../src/sdk/testing/goods.tsx';

const PATH = '/coupon/api/coupon/typelists';
const reward = { coupon_type_id: 1, coupon_name: '满100减10元', type: 'reward', money: '10.00', discount: '0.00', at_least: '100.00', max_fetch: 2, count: 1000, lead_count: 1, is_remain: 1 };
const discount = { coupon_type_id: 3, coupon_name: '全场8.5折', type: 'discount', money: '0.00', discount: '8.50', at_least: '0.00', max_fetch: 1, count: 0, lead_count: 0, is_remain: 1 };

beforeAll(() => useLanguage('zh-cn'));
afterEach(() => {
  resetActionEnv();
  useMemberStore.setState({ token: '', memberInfo: null });
  useSiteStore.setState({ addonIsExist: defaultAddonFlags() });
});

const couponOn = () => useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), coupon: 1 } });

describe('diy-coupon', () => {
  it('renders nothing without the coupon addon', async () => {
    const { requests } = fakeFetch();
    const { container } = await renderInPage(manifest);
    expect(container.innerHTML).toBe('');
    // no coupon request (counted by path: the web files share a worker, and work a file before left
    // running may still end in a request here)
    expect(requests.filter((r) => r.path === PATH)).toHaveLength(0);
  });

  it('shows the coupons of the server with amount and threshold', async () => {
    couponOn();
    const { requests } = fakeFetch({ [PATH]: ok([reward, discount]) });
    const { container } = await renderInPage(manifest, { style: '5', isName: true, nameColor: '#303133', moneyColor: '#FF0000', limitColor: '#999999' });
    expect(await screen.findByText('满100减10元')).toBeDefined();
    const values = [...container.querySelectorAll('.dd-coupon-value')].map((v) => v.textContent);
    expect(values).toEqual(['10元', '8.5折']);
    expect(screen.getByText('满100元可用')).toBeDefined();
    expect(screen.getByText('无门槛')).toBeDefined();
    expect(requests[0]!.body).toMatchObject({ num: '6' });
  });

  it('claims: a guest goes to login; a member gets the server message and a reloaded list', async () => {
    couponOn();
    const spies = fakeActions();
    let received = 0;
    const { requests } = fakeFetch({
      [PATH]: () => ok([{ ...reward, member_coupon_num: 1 + received }]),
      '/coupon/api/coupon/receive': () => {
        received += 1;
        return ok(null, { message: '领取成功' });
      },
    });
    const guest = await renderInPage(manifest);
    const button = await screen.findByRole('button', { name: /立即领取/ });
    await act(async () => fireEvent.click(button));
    expect(spies.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/pages_tool\/login\/login/));
    guest.unmount();
    // Back from the login page: the page loads again for the member (src/app/pageCache.ts).
    useMemberStore.setState({ token: 'tok' });
    await renderInPage(manifest);
    expect(requests.filter((r) => r.path === PATH)).toHaveLength(2);
    const again = await screen.findByRole('button', { name: /立即领取/ });
    await act(async () => fireEvent.click(again));
    expect(requests.find((r) => r.path === '/coupon/api/coupon/receive')?.body).toMatchObject({ coupon_type_id: '1', get_type: '2', token: 'tok' });
    expect(spies.toast).toHaveBeenCalledWith('领取成功', undefined, 'success');
    expect(await screen.findByRole('button', { name: /已领取/ })).toHaveProperty('disabled', true);
  });

  it('shows the refusal message', async () => {
    couponOn();
    const spies = fakeActions();
    useMemberStore.setState({ token: 'tok' });
    fakeFetch({ [PATH]: ok([reward]), '/coupon/api/coupon/receive': fail(-1, '优惠券领取已达上限') });
    await renderInPage(manifest);
    const button = await screen.findByRole('button', { name: /立即领取/ });
    await act(async () => fireEvent.click(button));
    expect(spies.toast).toHaveBeenCalledWith('优惠券领取已达上限', undefined, undefined);
  });

  it('params and states', () => {
    expect(couponParams({ ...defaults, sources: 'diy', couponIds: [4, 5] })).toEqual({ num: 2, coupon_type_id_arr: '4,5' });
    expect(couponParams({ ...defaults, sources: 'diy', couponIds: [] })).toBeNull();
    expect(claimedAll({ coupon_type_id: 1, max_fetch: 1, member_coupon_num: 1 })).toBe(true);
    expect(soldOut({ coupon_type_id: 1, is_remain: 0 })).toBe(true);
    expect(soldOut({ coupon_type_id: 1, count: 10, lead_count: 3 })).toBe(false);
  });

  it('English discount', async () => {
    await useLanguage('en-us');
    couponOn();
    fakeFetch({ [PATH]: ok([discount]) });
    const { container } = await renderInPage(manifest);
    await screen.findByRole('button', { name: /Claim/ });
    expect(container.querySelector('.dd-coupon-value')?.textContent).toBe('15% off');
    expect(screen.getByText('No minimum')).toBeDefined();
    await useLanguage('zh-cn');
  });

  it('placeholders (before the list is in) are the box of the loaded coupons, per style', async () => {
    couponOn();
    for (const style of [1, 2, 3, 4, 5, 6, 7] as const) {
      const props: Partial<DiyCouponProps> = { style: String(style) };
      const box = `dd-coupon dd-coupon--s${style}`;
      expect(couponBox({ style })).toBe(box);
      // Outside a page the list never comes: the placeholders.
      const waiting = renderWidget(DiyCoupon, defaults, props);
      const skeletons = [...waiting.container.querySelectorAll('.dd-skel')];
      expect(skeletons.length, `style ${style}`).toBeGreaterThan(0);
      for (const el of skeletons) expect(el.className).toBe(`${box} dd-skel`);
      waiting.unmount();
      // Coupon ids 0… would have collided with index keys of the placeholders.
      fakeFetch({ [PATH]: ok([{ ...reward, coupon_type_id: 1 }, { ...discount, coupon_type_id: 2 }]) });
      const loaded = await renderInPage(manifest, props);
      const coupons = [...loaded.container.querySelectorAll('[data-coupon-id]')];
      expect(coupons).toHaveLength(2);
      for (const el of coupons) expect(el.className).toBe(box);
      loaded.unmount();
    }
  });

  it('lays the coupons out per style: pages of three, one under the other, or one sideways row', async () => {
    couponOn();
    const five = [1, 2, 3, 4, 5].map((id) => ({ ...reward, coupon_type_id: id, coupon_name: `券${id}` }));
    for (const style of [1, 2, 3, 4, 6] as const) {
      fakeFetch({ [PATH]: ok(five) });
      const { container, unmount } = await renderInPage(manifest, { style, count: 5 });
      await screen.findAllByRole('button', { name: /立即领取/ });
      const pages = [...container.querySelectorAll('.dd-coupon-pages > .dd-coupon-page')];
      expect(pages.map((p) => p.querySelectorAll('[data-coupon-id]').length), `style ${style}`).toEqual([3, 2]);
      expect(container.querySelector('.dd-coupon-none')).toBeNull();
      unmount();
    }
    for (const [style, cls] of [[5, '.dd-coupon-list'], [7, '.dd-coupon-row']] as const) {
      fakeFetch({ [PATH]: ok(five) });
      const { container, unmount } = await renderInPage(manifest, { style, count: 5 });
      await screen.findAllByRole('button', { name: /立即领取/ });
      expect(container.querySelectorAll(`${cls} > [data-coupon-id]`)).toHaveLength(5);
      expect(container.querySelector('.dd-coupon-pages')).toBeNull();
      unmount();
    }
    expect([0, 8, 'x', '5'].map((s) => couponStyle({ style: s }))).toEqual([1, 1, 1, 5]);
    expect(([1, 5, 7] as CouponStyle[]).map(couponLayout)).toEqual(['pages', 'list', 'row']);
  });

  it('each style shows its own parts', async () => {
    couponOn();
    const withEnd = { ...reward, validity_type: 0, end_time: 1893456000 };
    // style 5: name over condition, the amount with its unit after
    fakeFetch({ [PATH]: ok([withEnd]) });
    let view = await renderInPage(manifest, { style: 5 });
    await screen.findByText('满100减10元');
    const five = view.container.querySelector('[data-coupon-id]')!;
    expect([...five.children].map((c) => c.className)).toEqual(['dd-coupon-money', 'dd-coupon-line', 'dd-coupon-body', 'dd-coupon-btn']);
    expect(five.querySelector('.dd-coupon-body')!.textContent).toBe('满100减10元满100元可用');
    view.unmount();
    // style 7: the condition over the validity, no name
    fakeFetch({ [PATH]: ok([withEnd]) });
    view = await renderInPage(manifest, { style: 7 });
    await screen.findAllByRole('button');
    const seven = view.container.querySelector('[data-coupon-id]')!;
    expect(seven.querySelector('.dd-coupon-limit')!.textContent).toBe('满100元可用');
    expect(seven.querySelector('.dd-coupon-valid')!.textContent).toMatch(/^有效期至 ?2030-01-01/);
    expect(seven.textContent).not.toContain('满100减10元');
    view.unmount();
    // style 6: the button first (top-right corner), "优惠券", and the card that sends shoppers to the goods
    const spies = fakeActions();
    fakeFetch({ [PATH]: ok([withEnd]) });
    view = await renderInPage(manifest, { style: 6 });
    await screen.findAllByRole('button');
    const six = view.container.querySelector('[data-coupon-id]')!;
    expect(six.firstElementChild!.className).toBe('dd-coupon-btn');
    expect(six.querySelector('.dd-coupon-value')!.textContent).toBe('10元');
    expect(six.querySelector('.dd-coupon-word')!.textContent).toBe('优惠券');
    const none = screen.getByRole('button', { name: /暂无优惠券/ });
    expect(none.textContent).toContain('去逛逛');
    await act(async () => fireEvent.click(none));
    expect(spies.navigate).toHaveBeenCalledWith('/pages/goods/category');
    view.unmount();
    // styles 1–4: amount before, condition, the button text
    fakeFetch({ [PATH]: ok([withEnd]) });
    view = await renderInPage(manifest, { style: 1 });
    await screen.findAllByRole('button');
    const one = view.container.querySelector('[data-coupon-id]')!;
    expect([...one.children].map((c) => c.className)).toEqual(['dd-coupon-money', 'dd-coupon-btn']);
    expect(one.querySelector('.dd-coupon-value')!.textContent).toBe('¥10');
    view.unmount();
  });

  it('colours: the component’s own; the style’s when missing or white on a light ticket', async () => {
    couponOn();
    fakeFetch({ [PATH]: ok([reward]) });
    // a style-5 document whose colours are still style 1's (white): readable anyway
    const { container } = await renderInPage(manifest, { style: 5, moneyColor: '#FFFFFF', limitColor: '#FFFFFF', nameColor: '', btnStyle: { text: '领取', textColor: '#FFFFFF', bgColor: '#303133', aroundRadius: 5 } });
    await screen.findByText('满100减10元');
    const el = (sel: string) => container.querySelector<HTMLElement>(sel)!;
    // jsdom keeps a colour as written or as rgb(): compare both ways
    const rgb = (c: string) => (c.startsWith('#') ? `rgb(${[1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)).join(', ')})` : c);
    expect(rgb(el('.dd-coupon-value').style.color)).toBe('rgb(255, 0, 0)');
    expect(rgb(el('.dd-coupon-limit').style.color)).toBe('rgb(110, 110, 110)');
    expect(rgb(el('.dd-coupon-name').style.color)).toBe('rgb(48, 49, 51)');
    expect([rgb(el('.dd-coupon-btn').style.color), rgb(el('.dd-coupon-btn').style.backgroundColor), el('.dd-coupon-btn').style.borderRadius]).toEqual(['rgb(255, 255, 255)', 'rgb(48, 49, 51)', '5px']);
    // the merchant's own readable colours stand
    expect(readable('#123456', '#999999', true)).toBe('#123456');
    expect(readable('#FFFFFF', '#FFFFFF', false)).toBe('#FFFFFF');
    expect(readable('#fefefe', STYLE_LOOKS[7].limit, true)).toBe('#FD463E');
    expect(readable('javascript:x', '#999999', true)).toBe('#999999');
    expect([luminance('#fff'), luminance('#000000'), luminance('rgb(255, 255, 255)'), luminance('var(--x)')]).toEqual([1, 0, 1, null]);
  });

  it('the block’s background: the picture or colour of the component, none when ifNeedBg is off', () => {
    expect(blockBackground({ ...defaults, couponType: 'color', couponBgColor: '#FFFFFF' })).toEqual({ background: '#FFFFFF' });
    expect(blockBackground({ ...defaults, couponType: 'img', couponBgUrl: 'upload/diy/abc.png' })).toMatchObject({ backgroundImage: 'url("/upload/diy/abc.png")', backgroundSize: 'cover' });
    expect(blockBackground({ ...defaults, couponType: 'img', couponBgUrl: '' })).toEqual({});
    expect(blockBackground({ ...defaults, ifNeedBg: false, couponType: 'color', couponBgColor: '#FF0000' })).toEqual({});
  });

  it('with the list the server loaded (first view): final content on the server and in hydration, no request', async () => {
    // The stores as the server and a hydration see them: no addon flag yet.
    const { requests } = fakeFetch({ [PATH]: ok([reward]) });
    const initialData = { 'w:coupons': [reward, discount] };
    const server = await renderInPage(manifest, {}, { initialData });
    server.unmount();
    const schema = server.runtime.schema;
    const html = renderToString(<PageView schema={schema} runtime={server.runtime} />);
    expect(html).toContain('data-coupon-id="1"');
    expect(html).toContain('data-coupon-id="3"');
    expect(html).not.toContain('dd-skel');
    const { container } = await renderInPage(manifest, {}, { initialData });
    expect(container.querySelectorAll('[role=listitem]')).toHaveLength(2);
    expect(requests).toHaveLength(0);
  });

  it('an empty list renders nothing (the block is not there from the first paint)', async () => {
    const { requests } = fakeFetch({ [PATH]: ok([reward]) });
    const { container } = await renderInPage(manifest, {}, { initialData: { 'w:coupons': [] } });
    expect(container.querySelector('.diy-coupon')).toBeNull();
    expect(requests).toHaveLength(0);
  });
});

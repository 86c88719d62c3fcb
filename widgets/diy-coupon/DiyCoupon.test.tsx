import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { fail, fakeFetch, ok, PageView, renderInPage, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { defaultAddonFlags, useMemberStore, useSiteStore } from '../../src/sdk/index.ts';
import DiyCoupon, { claimedAll, couponBox, defaults, soldOut } from './DiyCoupon.tsx';
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
    expect(requests).toHaveLength(0);
  });

  it('shows the coupons of the server with amount and threshold', async () => {
    couponOn();
    const { requests } = fakeFetch({ [PATH]: ok([reward, discount]) });
    const { container } = await renderInPage(manifest, { style: '6', isName: true, couponType: 'color', couponBgColor: '#FFFFFF', moneyColor: '#FF0000' });
    expect(await screen.findByText('满100减10元')).toBeDefined();
    const values = [...container.querySelectorAll('.dd-coupon-value')].map((v) => v.textContent);
    expect(values).toEqual(['¥10', '8.5折']);
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
    for (const [style, isName, box] of [
      ['1', false, 'dd-coupon'],
      ['1', true, 'dd-coupon dd-coupon--named'],
      ['6', false, 'dd-coupon dd-coupon--wide dd-coupon--named'],
      ['3', false, 'dd-coupon dd-coupon--narrow'],
      ['5', true, 'dd-coupon dd-coupon--narrow dd-coupon--named'],
    ] as const) {
      const props: Partial<DiyCouponProps> = { style, isName };
      expect(couponBox({ ...defaults, ...props }).className).toBe(box);
      // Outside a page the list never comes: the placeholders.
      const waiting = renderWidget(DiyCoupon, defaults, props);
      const skeletons = [...waiting.container.querySelectorAll('.dd-skel')];
      expect(skeletons.length).toBeGreaterThan(0);
      for (const el of skeletons) expect(el.className).toBe(`${box} dd-skel`);
      waiting.unmount();
      // Coupon ids 0… would have collided with index keys of the placeholders.
      fakeFetch({ [PATH]: ok([{ ...reward, coupon_type_id: 1 }, { ...discount, coupon_type_id: 2 }]) });
      const loaded = await renderInPage(manifest, props);
      const coupons = [...loaded.container.querySelectorAll('[role=listitem]')];
      expect(coupons).toHaveLength(2);
      for (const el of coupons) expect(el.className).toBe(box);
      loaded.unmount();
    }
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

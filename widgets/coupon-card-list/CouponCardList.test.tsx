import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { configureActions, fail, fakeFetch, ok, resetActionEnv } from '../../src/sdk/testing/index.ts';
import CouponCardList, { defaults } from './CouponCardList.tsx';
import { centreState, percentOff, shortMoney } from '../../src/sdk/index.ts';
import { english, pageFile, showPage } from '../../src/sdk/testing/catalogue.tsx';

const node = { id: 'cl', type: 'coupon-card-list' };
const reward = { coupon_type_id: 1, coupon_name: '¥10 off ¥100', type: 'reward', money: '10.00', at_least: '100.00', count: 1000, lead_count: 0, max_fetch: 2, validity_type: 1, fixed_term: 30, goods_type: 1 };
const discount = { coupon_type_id: 4, coupon_name: 'Discount for all', type: 'discount', discount: '9.50', discount_limit: '20.00', money: '0.00', at_least: '0.00', count: -1, lead_count: 12, max_fetch: 3, validity_type: 2, goods_type: 2 };

beforeAll(() => english('coupon'));
afterEach(() => {
  resetActionEnv();
  vi.unstubAllGlobals();
});

describe('coupon states', () => {
  it('follow NiuShop: claim, use, sold out, invalid, used', () => {
    expect(centreState(reward)).toBe('claim');
    expect(centreState({ ...reward, member_coupon_num: 1 })).toBe('claim');
    expect(centreState({ ...reward, member_coupon_num: 2, wait_coupon_num: 1 })).toBe('use');
    expect(centreState({ ...reward, count: 5, lead_count: 5 })).toBe('soldOut');
    expect(centreState({ ...reward, member_coupon_num: 2, wait_coupon_num: 0, lose_coupon_num: 2 })).toBe('invalid');
    expect(centreState({ ...reward, member_coupon_num: 2, use_coupon_num: 2, received_type: 'use_out' })).toBe('used');
    expect(centreState({ ...discount, member_coupon_num: 1 })).toBe('claim');
    expect(shortMoney('10.00')).toBe('10');
    expect(shortMoney('12.50')).toBe('12.5');
    expect(percentOff('9.50')).toBe('5');
    expect(percentOff('8.8')).toBe('12');
  });
});

describe('coupon-card-list', () => {
  it('shows value, threshold, scope and validity, and emits by state', () => {
    const emit = vi.fn(async () => {});
    render(
      <CouponCardList
        props={{ ...defaults, items: [reward, { ...discount, goods_type_name: 'Selected goods' }, { ...reward, coupon_type_id: 6, count: 3, lead_count: 3 }, { ...reward, coupon_type_id: 7, member_coupon_num: 2, wait_coupon_num: 1 }] }}
        node={node}
        emit={emit}
        renderSlot={() => null}
      />,
    );
    const cards = screen.getAllByRole('listitem');
    expect(within(cards[0]!).getByText('¥10')).toBeDefined();
    expect(within(cards[0]!).getByText('Spend ¥100 to use')).toBeDefined();
    expect(within(cards[0]!).getByText('Valid for 30 days after claiming')).toBeDefined();
    expect(within(cards[0]!).getByText('0% claimed')).toBeDefined();
    expect(within(cards[1]!).getByText('5% off')).toBeDefined();
    expect(within(cards[1]!).getByText('No-threshold coupon')).toBeDefined();
    expect(within(cards[1]!).getByText('(max discount ¥20)')).toBeDefined();
    expect(within(cards[1]!).getByText('Long-term valid')).toBeDefined();
    expect((within(cards[2]!).getByRole('button', { name: 'Sold out' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Claim' }));
    expect(emit).toHaveBeenLastCalledWith('receive', { coupon_type_id: 1 });
    fireEvent.click(within(cards[3]!).getByRole('button', { name: 'Use' }));
    expect(emit).toHaveBeenLastCalledWith('use', { coupon_type_id: 7, goods_type: 1 });
    fireEvent.click(screen.getByRole('tab', { name: 'Discount' }));
    expect(emit).toHaveBeenLastCalledWith('tab', { type: 'discount' });
  });

  it('the coupon centre: a member claims a coupon (get_type 2), sees the tip and the card turns to use', async () => {
    let claimed = false;
    const { requests } = fakeFetch({
      '/coupon/api/coupon/typepagelists': () =>
        ok({ page_count: 1, count: 1, list: [claimed ? { ...reward, max_fetch: 1, member_coupon_num: 1, wait_coupon_num: 1 } : { ...reward, max_fetch: 1 }] }),
      '/coupon/api/coupon/receive': () => {
        if (claimed) return fail(-1, 'you have reached the claim limit for this coupon');
        claimed = true;
        return ok({ is_exist: 1, coupon_id: 9 });
      },
    });
    const toast = vi.fn();
    configureActions({ toast });
    await showPage(await pageFile('pages_tool/goods/coupon'), { member: { member_id: 1 } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    });
    const receive = requests.find((r) => r.path === '/coupon/api/coupon/receive')!;
    expect(receive.body).toMatchObject({ coupon_type_id: '1', get_type: '2' });
    expect(toast).toHaveBeenCalledWith('Claimed, go use it', 1500, 'success');
    expect(screen.getByRole('button', { name: 'Use' })).toBeDefined();
  });

  it('a guest claiming is sent to login; the tabs filter by type', async () => {
    const { requests } = fakeFetch({ '/coupon/api/coupon/typepagelists': ok({ page_count: 1, count: 1, list: [reward] }) });
    const nav = { navigate: vi.fn(), redirect: vi.fn(), relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() };
    configureActions({ navigator: nav, currentPath: () => '/pages_tool/goods/coupon' });
    await showPage(await pageFile('pages_tool/goods/coupon'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    });
    expect(nav.navigate).toHaveBeenCalledWith('/pages_tool/login/login?back=%2Fpages_tool%2Fgoods%2Fcoupon');
    expect(requests.some((r) => r.path === '/coupon/api/coupon/receive')).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'No threshold' }));
    });
    const last = requests.filter((r) => r.path === '/coupon/api/coupon/typepagelists').pop()!;
    expect({ ...last.query, ...last.body }).toMatchObject({ type: 'no_threshold', page: '1' });
  });
});

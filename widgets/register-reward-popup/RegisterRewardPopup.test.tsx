import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { fail, fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import { defaultAddonFlags, REWARD_PATHS, rewardOf, rewardTarget, useSiteStore } from '../../src/sdk/index.ts';
import { click, recordNavigation, resetWorld, setLanguage, widget } from '../../src/sdk/testing/account.tsx';
import RegisterRewardPopup, { defaults } from './RegisterRewardPopup.tsx';

const config = (isUse: number, value: Record<string, unknown>) => ({ site_id: 1, config_key: 'MEMBER_REGISTER_REWARD_CONFIG', is_use: isUse, value });
const ZERO = { point: 0, balance: '0.00', growth: 0, coupon: '', coupon_list: [] };
const COUPON = { coupon_name: 'New 5', type: 'reward', money: '5.00', discount: '0.00', at_least: '20.00' };

function addon(on: boolean) {
  useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), memberregister: on ? 1 : 0 } });
}

beforeEach(async () => {
  resetWorld();
  await setLanguage('zh-cn');
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetWorld();
  addon(false);
});

describe('rewardOf (spec §4: when the popup shows)', () => {
  it('shows only with is_use 1 and a positive point, balance or growth, or coupons', () => {
    expect(rewardOf(config(0, { ...ZERO, point: 100 }))).toBeNull();
    expect(rewardOf(config(1, ZERO))).toBeNull();
    expect(rewardOf(config(1, { ...ZERO, point: 100 }))?.point).toBe(100);
    expect(rewardOf(config(1, { ...ZERO, balance: '5.00' }))?.balance).toBe('5.00');
    expect(rewardOf(config(1, { ...ZERO, growth: 10 }))?.growth).toBe(10);
    expect(rewardOf(config(1, { ...ZERO, coupon_list: [COUPON] }))?.coupon_list).toHaveLength(1);
    expect(rewardOf(config(1, { ...ZERO, point: -5 }))).toBeNull();
    expect(rewardOf(null)).toBeNull();
    expect(rewardOf(config(1, {}))).toBeNull();
  });

  it('maps each choice to its member page; default goes to back, else home; unsafe back goes home', () => {
    expect(rewardTarget('point')).toBe('/pages_tool/member/point_detail');
    expect(rewardTarget('balance')).toBe('/pages_tool/member/balance_detail');
    expect(rewardTarget('growth')).toBe('/pages_tool/member/level');
    expect(rewardTarget('coupon')).toBe('/pages_tool/member/coupon');
    expect(rewardTarget('default', '/pages/goods/cart')).toBe('/pages/goods/cart');
    expect(rewardTarget('default', '')).toBe('/');
    expect(rewardTarget('default', 'https://evil.example')).toBe('/');
  });
});

describe('register reward popup', () => {
  const open = (back = '/pages/goods/cart', emit = async () => {}) => render(widget(RegisterRewardPopup, { ...defaults, open: true, back }, { id: 'reward' }, emit));

  it('without the memberregister addon: no config call, straight to back', async () => {
    addon(false);
    const nav = recordNavigation();
    const { requests } = fakeFetch({ '/memberregister/api/Config/Config': ok(config(1, { ...ZERO, point: 100 })) });
    open();
    await waitFor(() => expect(nav).toEqual([{ how: 'redirect', url: '/pages/goods/cart' }]));
    expect(requests).toHaveLength(0);
    expect(screen.queryByTestId('register-reward')).toBeNull();
  });

  it('a failed config call (code < 0) just redirects', async () => {
    addon(true);
    const nav = recordNavigation();
    fakeFetch({ '/memberregister/api/Config/Config': fail(-1, 'no') });
    open('');
    await waitFor(() => expect(nav).toEqual([{ how: 'redirect', url: '/' }]));
    expect(screen.queryByTestId('register-reward')).toBeNull();
  });

  it('is_use 0 or nothing to give: redirects without a popup', async () => {
    addon(true);
    const nav = recordNavigation();
    fakeFetch({ '/memberregister/api/Config/Config': ok(config(0, { ...ZERO, point: 50 })) });
    open();
    await waitFor(() => expect(nav).toHaveLength(1));
    expect(screen.queryByTestId('register-reward')).toBeNull();
  });

  it.each([
    ['point', { point: 100 }, '100', REWARD_PATHS.point],
    ['balance', { balance: '8.80' }, '8.80', REWARD_PATHS.balance],
    ['growth', { growth: 10 }, '10', REWARD_PATHS.growth],
    ['coupon', { coupon_list: [COUPON] }, 'New 5', REWARD_PATHS.coupon],
  ] as const)('shows a %s reward; "view" goes to its page', async (choice, value, shown, path) => {
    addon(true);
    const nav = recordNavigation();
    const emit = vi.fn(async () => {});
    fakeFetch({ '/memberregister/api/Config/Config': ok(config(1, { ...ZERO, ...value })) });
    open('/pages/goods/cart', emit);
    await waitFor(() => expect(screen.getByTestId('register-reward')).toBeDefined());
    expect(screen.getByText(shown)).toBeDefined();
    expect(nav).toEqual([]);
    await click(document.querySelector(`[data-choice="${choice}"]`));
    expect(nav).toEqual([{ how: 'redirect', url: path }]);
    expect(emit).toHaveBeenCalledWith('done', { choice });
  });

  it('describes coupons (threshold or none, money or discount) and closing goes to back', async () => {
    addon(true);
    const nav = recordNavigation();
    fakeFetch({
      '/memberregister/api/Config/Config': ok(
        config(1, { ...ZERO, point: 100, growth: 10, coupon_list: [COUPON, { ...COUPON, coupon_name: 'Off', type: 'discount', discount: '8.50', at_least: '0.00' }] }),
      ),
    });
    open('/pages/goods/detail?sku_id=3');
    await waitFor(() => expect(screen.getByTestId('register-reward')).toBeDefined());
    expect(screen.getByText('满20.00减5.00')).toBeDefined();
    expect(screen.getByText('无门槛，打8.50折')).toBeDefined();
    expect(screen.getByText('积分奖励')).toBeDefined();
    expect(screen.getByText('成长值', { selector: '.rw-head' })).toBeDefined();
    await click(screen.getByRole('button', { name: '关闭' }));
    expect(nav).toEqual([{ how: 'redirect', url: '/pages/goods/detail?sku_id=3' }]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeFetch, ok, type RecordedRequest } from '../../src/sdk/testing/index.ts';
import { LANGS, paramsOf, recordNavigation, resetWorld, setLanguage, showPage } from '../../src/sdk/testing/member.tsx';

const member = { member_id: 1 };
const reward = { coupon_id: 11, coupon_type_id: 3, coupon_name: '满100减10', type: 'reward', money: '10.00', discount: '0.00', discount_limit: '0.00', at_least: '100.00', state: 1, end_time: 0, goods_type: 1, goods_type_name: '全部商品参与', use_channel: 'all', use_channel_name: '线上线下使用', use_store: 'all' };
const discount = { coupon_id: 12, coupon_type_id: 4, coupon_name: '全场9.5折', type: 'discount', money: '0.00', discount: '9.50', discount_limit: '20.00', at_least: '0.00', state: 1, end_time: 1767196800, goods_type: 2, use_channel: 'online', use_channel_name: '线上使用' };

function server() {
  return fakeFetch({
    '/coupon/api/coupon/memberpage': (req: RecordedRequest) => {
      const state = Number(paramsOf(req).state);
      const list = state === 1 ? [reward, discount] : [];
      return ok({ page_count: list.length ? 1 : 0, count: list.length, list });
    },
  });
}
const asked = (requests: RecordedRequest[]) => requests.filter((r) => r.path === '/coupon/api/coupon/memberpage').map(paramsOf);

beforeEach(() => resetWorld());
afterEach(() => {
  vi.unstubAllGlobals();
  resetWorld();
});

const TEXT = {
  'zh-cn': { unused: '未使用', used: '已使用', expired: '已过期', use: '去使用', threshold: '满100元可用', noThreshold: '无门槛优惠券', value2: '9.5折', empty: '暂无优惠券', forever: '有效期：长期有效', stores: '适用门店：全部门店' },
  'en-us': { unused: 'Unused', used: 'Used', expired: 'Expired', use: 'Use', threshold: 'Spend ¥100 to use', noThreshold: 'No-threshold coupon', value2: '5% off', empty: 'No coupons', forever: 'Long-term valid', stores: 'Stores: all stores' },
} as const;

describe.each(LANGS)('member-coupon-list (%s)', (lang) => {
  const tx = TEXT[lang];
  beforeEach(() => setLanguage(lang));

  it('lists the unused coupons, switches tabs by state and uses a coupon on the goods list', async () => {
    const { requests } = server();
    const nav = recordNavigation();
    await showPage('pages_tool/member/coupon', { member });
    expect(asked(requests)).toEqual([expect.objectContaining({ state: '1', page: '1', page_size: '10' })]);
    expect(screen.getByRole('tab', { name: tx.unused }).getAttribute('aria-selected')).toBe('true');
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('¥10')).toBeDefined();
    expect(within(cards[0]!).getByText(tx.threshold)).toBeDefined();
    expect(within(cards[0]!).getByText(tx.forever)).toBeDefined();
    expect(within(cards[0]!).getByText(tx.stores)).toBeDefined();
    expect(within(cards[1]!).getByText(tx.value2)).toBeDefined();
    expect(within(cards[1]!).getByText(tx.noThreshold)).toBeDefined();

    await act(async () => {
      fireEvent.click(within(cards[1]!).getByRole('button', { name: tx.use }));
    });
    expect(nav).toEqual([{ how: 'navigate', url: '/pages/goods/list?coupon=4' }]);

    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: tx.used }));
    });
    expect(asked(requests).at(-1)).toMatchObject({ state: '2', page: '1' });
    expect(screen.getByRole('tab', { name: tx.used }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(tx.empty)).toBeDefined();
  });

  it('opens on the tab of ?state= (the coupon centre sends expired / used)', async () => {
    const { requests } = server();
    await showPage('pages_tool/member/coupon', { member, query: { state: '3' } });
    expect(asked(requests)[0]).toMatchObject({ state: '3' });
    expect(screen.getByRole('tab', { name: tx.expired }).getAttribute('aria-selected')).toBe('true');
  });
});

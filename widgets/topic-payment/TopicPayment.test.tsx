import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { configureActions, resetActionEnv } from '../../src/actions/env.ts';
import type { ActionNavigator } from '../../src/actions/types.ts';
import { fakeFetch, fail, ok, type RecordedRequest } from '../../src/data/fakeFetch.ts';
import { i18n, loadNamespaces } from '../../src/i18n/instance.ts';
import { useLanguageStore } from '../../src/stores/language.ts';
import TopicPayment, { defaults, type TopicPaymentProps } from './TopicPayment.tsx';
import { topicGoodsOf } from './goods.ts';

const PAYMENT = '/topic/api/ordercreate/payment';
const CALC = '/topic/api/ordercreate/calculate';
const CREATE = '/topic/api/ordercreate/create';

function fakeEnv() {
  const redirect = vi.fn();
  const navigate = vi.fn();
  const toast = vi.fn();
  const navigator: ActionNavigator = { navigate, redirect, relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() };
  configureActions({ navigator, toast, modal: vi.fn(async () => true), currentPath: () => '/pages_promotion/topics/payment?id=5&num=2', refreshCart: vi.fn() });
  return { redirect, navigate, toast };
}

function calc(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    order_key: 'tk1',
    promotion_type: 'topic',
    goods_list: [{ sku_id: 107, goods_id: 30, sku_name: 'Egg tart', goods_name: 'Egg tart', sku_image: 'upload/goods/30/1.jpg', sku_spec_format: '[]', price: '23.90', num: 2, goods_money: '47.80' }],
    goods_num: 2,
    goods_money: '47.80',
    delivery_money: '0.00',
    coupon_id: 0,
    coupon_money: '0.00',
    use_point: 0,
    point_money: '0.00',
    order_money: '47.80',
    is_balance: 0,
    is_point: 0,
    balance_money: '0.00',
    pay_money: '47.80',
    member_account: { balance_total: '500.00', point: 1000, is_pay_password: 1 },
    member_address: { id: 1, name: 'Zhang San', mobile: '13800000000', full_address: 'Shanghai Xuhui', address: 'Caoxi Rd 1' },
    delivery: { express_type: [{ name: 'express', title: 'Express' }], delivery_type: 'express', store_id: 0, delivery_store_info: null },
    modules: [],
    error: 0,
    error_msg: '',
    topic_info: { topic_id: 2, topic_name: 'Snack season', status: 2 },
    ...over,
  };
}

const bodyOf = (reqs: RecordedRequest[], path: string) => reqs.filter((r) => r.path === path).map((r) => r.body);
const mount = (props: Partial<TopicPaymentProps> = {}) =>
  render(<TopicPayment props={{ ...defaults, ...props }} node={{ id: 'tp', type: 'topic-payment' }} emit={async () => {}} renderSlot={() => null} />);

beforeAll(async () => {
  useLanguageStore.setState({ lang: 'en-us' });
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['checkout', 'pay', 'topic']);
});
afterEach(() => {
  resetActionEnv();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('topic-payment', () => {
  it('reads the goods from the props, else from storage in NiuShop’s shape', () => {
    expect(topicGoodsOf({ topicGoodsId: '5', num: '2' }, 'k')).toEqual({ topic_goods_id: 5, num: 2 });
    expect(topicGoodsOf({ topicGoodsId: 0, num: 1 }, 'k')).toBeNull();
    localStorage.setItem('h5_k', JSON.stringify({ topic_goods_id: 9, num: 3 }));
    expect(topicGoodsOf({ topicGoodsId: 0 }, 'k')).toEqual({ topic_goods_id: 9, num: 3 });
    localStorage.setItem('h5_k', JSON.stringify({ id: 4 }));
    expect(topicGoodsOf({ topicGoodsId: '' }, 'k')).toEqual({ topic_goods_id: 4, num: 1 });
    localStorage.setItem('h5_k', JSON.stringify({ id: 'x' }));
    expect(topicGoodsOf({}, 'k')).toBeNull();
  });

  it('prices the goods on the server, shows its totals and the topic, without coupon or points rows', async () => {
    fakeEnv();
    const { requests } = fakeFetch({ [PAYMENT]: ok(calc({ pay_money: '47.81' })) });
    const { container } = mount({ topicGoodsId: '5', num: '2' });
    expect(await screen.findByTestId('oc-pay-money')).toBeDefined();
    expect(screen.getByTestId('oc-pay-money').textContent).toBe('¥47.81'); // never recomputed
    const body = bodyOf(requests, PAYMENT)[0]!;
    expect(body).toMatchObject({ topic_goods_id: '5', num: '2', is_balance: '0' });
    expect(body.coupon).toBeUndefined();
    expect(body.is_point).toBeUndefined();
    expect(screen.getByTestId('tpay-topic').textContent).toContain('Snack season');
    expect(screen.queryByTestId('oc-coupon')).toBeNull();
    expect(container.querySelector('.oc-line .oc-price')?.textContent).toBe('¥23.90');
  });

  it('submits once with an idempotency key and opens the pay page', async () => {
    const { redirect } = fakeEnv();
    localStorage.setItem('h5_topicOrderCreateData', JSON.stringify({ topic_goods_id: 5, num: 1 }));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { requests } = fakeFetch({
      [PAYMENT]: ok(calc()),
      [CREATE]: async () => {
        await gate;
        return ok('20250101120000123456');
      },
    });
    mount();
    const button = await screen.findByRole('button', { name: 'Place order' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await act(async () => {
      release();
      await gate;
    });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/pages_tool/pay/index?code=20250101120000123456'));
    const creates = bodyOf(requests, CREATE);
    expect(creates).toHaveLength(1);
    expect(creates[0]).toMatchObject({ order_key: 'tk1' });
    expect(creates[0]!.idempotency_key).toMatch(/^order-[\w-]{8,}$/);
    expect(localStorage.getItem('h5_topicOrderCreateData')).toBeNull();
  });

  it('recalculates with the balance on the topic endpoint', async () => {
    fakeEnv();
    const { requests } = fakeFetch({ [PAYMENT]: ok(calc()), [CALC]: ok(calc({ is_balance: 1, balance_money: '47.80', pay_money: '0.00' })) });
    mount({ topicGoodsId: 5 });
    const toggle = await screen.findByRole('switch', { name: 'Use balance' });
    await act(async () => {
      fireEvent.click(toggle);
    });
    await waitFor(() => expect(screen.getByTestId('oc-pay-money').textContent).toBe('¥0.00'));
    expect(bodyOf(requests, CALC)[0]).toMatchObject({ order_key: 'tk1', is_balance: '1' });
  });

  it('says why when the topic cannot be bought (e.g. it ended) and offers a retry', async () => {
    fakeEnv();
    fakeFetch({ [PAYMENT]: fail(-1, 'the topic "Snack season" has ended') });
    mount({ topicGoodsId: 5 });
    expect(await screen.findByText('the topic "Snack season" has ended')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDefined();
  });

  it('with no goods at all shows the empty state', async () => {
    fakeEnv();
    mount();
    expect(await screen.findByText('There is nothing to check out')).toBeDefined();
  });
});

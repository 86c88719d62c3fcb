import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { configureActions, fail, fakeFetch, loadNamespaces, ok, PageView, type RecordedRequest, renderInPage, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { type ActionNavigator, i18n, SELECTED_ADDRESS_KEY, useLanguageStore } from '../../src/sdk/index.ts';
import { readPromotionGoods } from './checkout.ts';
import OrderConfirm, { defaults, type OrderConfirmProps } from './OrderConfirm.tsx';
import manifest from './index.ts';

const PAYMENT = '/api/ordercreate/payment';
const COUPONS = '/api/ordercreate/getCouponList';
const CALC = '/api/ordercreate/calculate';
const CREATE = '/api/ordercreate/create';
const TOPIC_PAYMENT = '/topic/api/ordercreate/payment';
const TOPIC_CALC = '/topic/api/ordercreate/calculate';
const TOPIC_CREATE = '/topic/api/ordercreate/create';
const SECKILL_PAYMENT = '/seckill/api/ordercreate/payment';
const SECKILL_CREATE = '/seckill/api/ordercreate/create';
const SECKILL_CALC = '/seckill/api/ordercreate/calculate';

async function useLang(lang: 'zh-cn' | 'en-us'): Promise<void> {
  useLanguageStore.setState({ lang });
  await i18n.changeLanguage(lang);
  await loadNamespaces(['checkout', 'pay']);
}

function fakeEnv(path = '/pages/order/payment') {
  const navigate = vi.fn();
  const redirect = vi.fn();
  const toast = vi.fn();
  const modal = vi.fn(async () => true);
  const navigator: ActionNavigator = { navigate, redirect, relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() };
  configureActions({ navigator, toast, modal, currentPath: () => path, refreshCart: vi.fn() });
  return { navigate, redirect, toast, modal };
}

/** A calculator answer shaped like the server's, overridable. */
function calc(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    order_key: 'k1',
    goods_list: [{ sku_id: 107, goods_id: 30, sku_name: 'Egg tart', goods_name: 'Egg tart', sku_image: 'upload/goods/30/1.jpg', sku_spec_format: '[{"spec_value_name":"6 pcs"}]', price: '29.90', num: 1, goods_money: '29.90' }],
    goods_num: 1,
    goods_money: '29.90',
    delivery_money: '8.00',
    coupon_id: 0,
    coupon_money: '0.00',
    use_point: 0,
    point_money: '0.00',
    order_money: '37.90',
    is_balance: 0,
    is_point: 1,
    balance_money: '0.00',
    pay_money: '37.90',
    member_account: { balance_total: '500.00', point: 1000, is_pay_password: 1 },
    member_address: { id: 1, name: 'Zhang San', mobile: '13800000000', full_address: 'Beijing-Beijing-Chaoyang', address: 'Jianguo Rd 88' },
    delivery: {
      express_type: [
        { name: 'express', title: 'Express' },
        { name: 'store', title: 'Store pickup', store_list: [{ store_id: 1, store_name: 'Main store', full_address: 'Shanghai', address: 'Nanjing W Rd' }] },
      ],
      delivery_type: 'express',
      store_id: 0,
      delivery_store_info: null,
    },
    point_cash: { is_enable: 0 },
    modules: [],
    error: 0,
    error_msg: '',
    ...over,
  };
}

/** The topic calculator's answer: the topic price, its topic, one delivery type. */
const topicCalc = (over: Record<string, unknown> = {}) =>
  calc({
    order_key: 'tk1',
    promotion_type: 'topic',
    goods_list: [{ sku_id: 107, goods_id: 30, sku_name: 'Egg tart', goods_name: 'Egg tart', sku_image: 'upload/goods/30/1.jpg', sku_spec_format: '[]', price: '23.90', num: 2, goods_money: '47.80' }],
    goods_num: 2,
    goods_money: '47.80',
    delivery_money: '0.00',
    order_money: '47.80',
    is_point: 0,
    pay_money: '47.80',
    delivery: { express_type: [{ name: 'express', title: 'Express' }], delivery_type: 'express', store_id: 0, delivery_store_info: null },
    point_cash: { is_enable: 1 },
    topic_info: { topic_id: 2, topic_name: 'Snack season', status: 2 },
    ...over,
  });

const noop = async () => {};
function mount(props: Partial<OrderConfirmProps> = {}) {
  return render(<OrderConfirm props={{ ...defaults, ...props }} node={{ id: 'oc', type: 'order-confirm' }} emit={noop} renderSlot={() => null} />);
}

const bodyOf = (reqs: RecordedRequest[], path: string) => reqs.filter((r) => r.path === path).map((r) => r.body);

beforeAll(() => useLang('en-us'));
afterEach(() => {
  resetActionEnv();
  vi.unstubAllGlobals();
});

describe('order-confirm', () => {
  it('prices the stored goods, preselects the best coupon and shows the totals exactly as the server returns them', async () => {
    localStorage.setItem('h5_orderCreateData', JSON.stringify({ sku_id: 107, num: 2 }));
    fakeEnv();
    const { requests } = fakeFetch({
      [PAYMENT]: ok(calc({ modules: ['coupon'] })),
      [COUPONS]: ok([
        { coupon_id: 7, coupon_name: '¥5 off', type: 'reward', money: '5.00', discount: '0.00', at_least: '0.00', end_time: 0, coupon_money: '5.00' },
        { coupon_id: 8, coupon_name: '¥2 off', type: 'reward', money: '2.00', discount: '0.00', at_least: '0.00', end_time: 0, coupon_money: '2.00' },
      ]),
      // Deliberately not the sum of the parts: the page must not recompute.
      [CALC]: ok(calc({ modules: ['coupon'], coupon_id: 7, coupon_money: '5.00', goods_money: '59.80', delivery_money: '8.00', pay_money: '61.23' })),
    });
    const { container } = mount();
    expect(await screen.findByTestId('oc-pay-money')).toBeDefined();
    expect(screen.getByTestId('oc-pay-money').textContent).toBe('¥61.23');
    const payment = bodyOf(requests, PAYMENT)[0]!;
    expect(payment).toMatchObject({ sku_id: '107', num: '2', is_balance: '0', is_point: '1' });
    expect(JSON.parse(payment.delivery!)).toEqual({ delivery_type: '', store_id: 0 });
    expect(bodyOf(requests, COUPONS)[0]).toMatchObject({ order_key: 'k1' });
    expect(JSON.parse(bodyOf(requests, CALC)[0]!.coupon!)).toEqual({ coupon_id: 7 });
    const totals = [...container.querySelectorAll('.oc-total')].map((r) => [r.getAttribute('data-field'), r.querySelector('dd')?.textContent]);
    expect(totals).toEqual([
      ['goods_money', '¥59.80'],
      ['delivery_money', '+¥8.00'],
      ['coupon_money', '-¥5.00'],
    ]);
    expect(screen.getByText('Zhang San')).toBeDefined();
    expect(screen.getByText('6 pcs')).toBeDefined();
  });

  it.each([
    { api: 'order', promotion: null, key: 'orderCreateData', goods: { sku_id: 107, num: 1 }, sent: { sku_id: '107', num: '1' }, payment: PAYMENT, create: CREATE, answer: calc() },
    { api: 'topic', promotion: { group: 'topic' }, key: 'topicOrderCreateData', goods: { topic_goods_id: 5, num: 1 }, sent: { topic_goods_id: '5', num: '1' }, payment: TOPIC_PAYMENT, create: TOPIC_CREATE, answer: topicCalc() },
    { api: 'seckill', promotion: { group: 'seckill' }, key: 'seckillOrderCreateData', goods: { seckill_id: 3, sku_id: 12, num: 2 }, sent: { seckill_id: '3', sku_id: '12', num: '2' }, payment: SECKILL_PAYMENT, create: SECKILL_CREATE, answer: calc({ promotion_type: 'seckill', seckill_info: { seckill_name: 'Keyboard flash sale' } }) },
  ] as const)('$api checkout: a double tap on submit sends ONE create carrying the idempotency key, then opens the pay page', async ({ promotion, key, goods, sent, payment, create, answer }) => {
    localStorage.setItem(`h5_${key}`, JSON.stringify(goods));
    const { redirect } = fakeEnv();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { requests } = fakeFetch({
      [payment]: ok(answer),
      [create]: async () => {
        await gate;
        return ok('20250101120000123456');
      },
    });
    mount({ promotion });
    const button = await screen.findByRole('button', { name: 'Place order' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(screen.getByRole('button', { name: 'Submitting...' }).hasAttribute('disabled')).toBe(true);
    await act(async () => {
      release();
      await gate;
    });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/pages_tool/pay/index?code=20250101120000123456'));
    expect(bodyOf(requests, payment)[0]).toMatchObject(sent);
    const creates = bodyOf(requests, create);
    expect(creates).toHaveLength(1);
    expect(creates[0]).toMatchObject({ order_key: answer.order_key, is_balance: '0' });
    expect(creates[0]!.idempotency_key).toMatch(/^order-[\w-]{8,}$/);
    expect(localStorage.getItem(`h5_${key}`)).toBeNull();
  });

  it('a retry after a failed create sends the same idempotency key; nothing left to pay goes to the result page', async () => {
    localStorage.setItem('h5_orderCreateData', JSON.stringify({ sku_id: 107, num: 1 }));
    const { redirect, toast } = fakeEnv();
    let n = 0;
    const { requests } = fakeFetch({
      [PAYMENT]: ok(calc({ pay_money: '0.00' })),
      [CALC]: ok(calc({ pay_money: '0.00' })),
      [CREATE]: () => (++n === 1 ? fail(-1, 'Only 0 left in stock') : ok('20250101120000999999')),
    });
    mount();
    const button = await screen.findByRole('button', { name: 'Place order' });
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Only 0 left in stock'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' }).hasAttribute('disabled')).toBe(false));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/pages_tool/pay/result?code=20250101120000999999'));
    const keys = bodyOf(requests, CREATE).map((b) => b.idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('the first tap on Place order after typing a buyer message places the order with it', async () => {
    localStorage.setItem('h5_orderCreateData', JSON.stringify({ sku_id: 107, num: 1 }));
    const { redirect } = fakeEnv();
    const { requests } = fakeFetch({ [PAYMENT]: ok(calc({ pay_money: '0.00' })), [CALC]: ok(calc({ pay_money: '0.00' })), [CREATE]: ok('20250101120000999998') });
    mount();
    const button = await screen.findByRole('button', { name: 'Place order' });
    const field = document.querySelector('input[name="buyer_message"]') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'Leave it at the door' } });
    // the tap leaves the field (blur: a discrete event, rendered at once) and then lands on the button
    act(() => {
      fireEvent.blur(field);
    });
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/pages_tool/pay/result?code=20250101120000999998'));
    expect(bodyOf(requests, CREATE)).toEqual([expect.objectContaining({ buyer_message: 'Leave it at the door' })]);
  });

  it('shows the error_msg of the calculation and refuses to submit with it', async () => {
    localStorage.setItem('h5_orderCreateData', JSON.stringify({ sku_id: 107, num: 1 }));
    const { toast } = fakeEnv();
    const { requests } = fakeFetch({ [PAYMENT]: ok(calc({ error: 1, error_msg: 'Out of the delivery area' })) });
    mount();
    expect((await screen.findByRole('alert')).textContent).toBe('Out of the delivery area');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    });
    expect(toast).toHaveBeenCalledWith('Out of the delivery area');
    expect(bodyOf(requests, CREATE)).toHaveLength(0);
  });

  it('offers no balance switch when the shop takes no balance payments (balance_show 0)', async () => {
    localStorage.setItem('h5_orderCreateData', JSON.stringify({ sku_id: 107, num: 1 }));
    fakeEnv();
    fakeFetch({ [PAYMENT]: ok(calc({ balance_show: 0 })) });
    mount();
    await screen.findByTestId('oc-address');
    expect(screen.queryByRole('switch', { name: 'Use balance' })).toBeNull();
  });

  it('recalculates on every change: delivery type, balance; the balance asks the pay password, which goes with create', async () => {
    localStorage.setItem('h5_orderCreateData', JSON.stringify({ cart_ids: '3,4' }));
    const { redirect } = fakeEnv();
    const { requests } = fakeFetch({
      [PAYMENT]: ok(calc()),
      [CALC]: (req) => {
        const balance = req.body.is_balance === '1';
        const d = JSON.parse(req.body.delivery!) as { delivery_type: string; store_id: number };
        const store = d.delivery_type === 'store';
        return ok(
          calc({
            is_balance: balance ? 1 : 0,
            balance_money: balance ? '29.90' : '0.00',
            pay_money: balance ? '0.00' : '29.90',
            delivery_money: '0.00',
            delivery: { ...(calc().delivery as object), delivery_type: d.delivery_type, store_id: store ? 1 : 0, delivery_store_info: store ? { store_id: 1, store_name: 'Main store' } : null },
          }),
        );
      },
      [CREATE]: (req) => (req.body.pay_password === '123456' ? ok('20250101120000555555') : fail(-1, 'Wrong payment password')),
    });
    mount();
    await screen.findByTestId('oc-address');
    expect(bodyOf(requests, PAYMENT)[0]).toMatchObject({ cart_ids: '3,4' });
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Store pickup' }));
    });
    expect(await screen.findByTestId('oc-store')).toBeDefined();
    expect(JSON.parse(bodyOf(requests, CALC).at(-1)!.delivery!)).toEqual({ delivery_type: 'store', store_id: 1 });
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Use balance' }));
    });
    await waitFor(() => expect(screen.getByTestId('oc-pay-money').textContent).toBe('¥0.00'));
    expect(bodyOf(requests, CALC).at(-1)).toMatchObject({ is_balance: '1' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    });
    const input = await screen.findByLabelText('Payment password, 6 digits');
    await act(async () => {
      fireEvent.change(input, { target: { value: '111111' } });
    });
    await waitFor(() => expect((screen.getByLabelText('Payment password, 6 digits') as HTMLInputElement).value).toBe(''));
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Payment password, 6 digits'), { target: { value: '123456' } });
    });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/pages_tool/pay/result?code=20250101120000555555'));
    const creates = bodyOf(requests, CREATE);
    expect(creates.map((c) => c.pay_password)).toEqual(['111111', '123456']);
    expect(creates[1]).toMatchObject({ is_balance: '1' });
    expect(JSON.parse(creates[1]!.delivery!)).toEqual({ delivery_type: 'store', store_id: 1 });
    expect(creates[0]!.idempotency_key).toBe(creates[1]!.idempotency_key);
  });

  it('uses an address chosen on the address list; without one, the card opens the address form', async () => {
    localStorage.setItem('h5_orderCreateData', JSON.stringify({ sku_id: 107, num: 1 }));
    localStorage.setItem(`h5_${SELECTED_ADDRESS_KEY}`, '42');
    const { navigate } = fakeEnv();
    const { requests } = fakeFetch({ [PAYMENT]: ok(calc({ member_address: null })) });
    mount();
    const card = await screen.findByTestId('oc-address');
    await act(async () => {
      fireEvent.click(card);
    });
    expect(JSON.parse(bodyOf(requests, PAYMENT)[0]!.member_address!)).toEqual({ id: 42 });
    expect(localStorage.getItem(`h5_${SELECTED_ADDRESS_KEY}`)).toBeNull();
    expect(screen.getByText('Add a shipping address')).toBeDefined();
    expect(navigate).toHaveBeenCalledWith('/pages_tool/member/address_edit?back=%2Fpages%2Forder%2Fpayment');
  });

  it('says so when there is nothing to check out (zh-cn)', async () => {
    await useLang('zh-cn');
    fakeEnv();
    const { requests } = fakeFetch({});
    mount();
    expect(await screen.findByText('没有要结算的商品')).toBeDefined();
    expect(requests).toHaveLength(0);
    await useLang('en-us');
  });
});

describe('order-confirm with a promotion descriptor', () => {
  const TOPIC_PATH = '/pages_promotion/topics/payment?id=5&num=2';
  const mountTopic = (payload?: Record<string, string | number>) => mount({ promotion: { group: 'topic', payload }, storageKey: 'topicOrderCreateData' });

  afterEach(() => localStorage.clear());

  it('reads the goods from the payload, else from storage in NiuShop’s shape', () => {
    const topic = (payload?: Record<string, unknown>) => readPromotionGoods({ group: 'topic', payload }, 'k');
    expect(topic({ topic_goods_id: '5', num: '2' })).toEqual({ topic_goods_id: 5, num: 2 });
    expect(topic({ topic_goods_id: 0, num: 1 })).toBeNull();
    localStorage.setItem('h5_k', JSON.stringify({ topic_goods_id: 9, num: 3 }));
    expect(topic({ topic_goods_id: '' })).toEqual({ topic_goods_id: 9, num: 3 });
    localStorage.setItem('h5_k', JSON.stringify({ id: 4 }));
    expect(topic()).toEqual({ topic_goods_id: 4 });
    localStorage.setItem('h5_k', JSON.stringify({ id: 'x' }));
    expect(topic({})).toBeNull();
    // seckill: the bound query's strings, a bad quantity left to the server's default
    expect(readPromotionGoods({ group: 'seckill', payload: { seckill_id: '3', sku_id: '12', num: '0' } }, 'k')).toEqual({ seckill_id: 3, sku_id: '12' });
    expect(readPromotionGoods({ group: 'bargain', payload: { l_id: 8 } }, 'k')).toEqual({ launch_id: 8 });
  });

  it('prices the goods on the topic endpoint, shows its totals and the topic, without coupons or points', async () => {
    fakeEnv(TOPIC_PATH);
    const { requests } = fakeFetch({ [TOPIC_PAYMENT]: ok(topicCalc({ pay_money: '47.81', modules: ['coupon'] })) });
    const { container } = mountTopic({ topic_goods_id: '5', num: '2' });
    expect(await screen.findByTestId('oc-pay-money')).toBeDefined();
    expect(screen.getByTestId('oc-pay-money').textContent).toBe('¥47.81'); // never recomputed
    const body = bodyOf(requests, TOPIC_PAYMENT)[0]!;
    expect(body).toMatchObject({ topic_goods_id: '5', num: '2', is_balance: '0' });
    expect(body.coupon).toBeUndefined();
    expect(body.is_point).toBeUndefined();
    expect(requests.map((r) => r.path)).toEqual([TOPIC_PAYMENT]); // no coupon list
    expect(screen.getByTestId('oc-promotion').textContent).toBe('TopicSnack seasonTopic price');
    expect(screen.queryByTestId('oc-coupon')).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Use points' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Use balance' })).toBeDefined();
    expect(container.querySelector('.oc-line .oc-price')?.textContent).toBe('¥23.90');
  });

  it('recalculates with the balance on the topic endpoint, and asks the pay password', async () => {
    const { redirect } = fakeEnv(TOPIC_PATH);
    const { requests } = fakeFetch({
      [TOPIC_PAYMENT]: ok(topicCalc()),
      [TOPIC_CALC]: ok(topicCalc({ is_balance: 1, balance_money: '47.80', pay_money: '0.00' })),
      [TOPIC_CREATE]: ok('20250101120000777777'),
    });
    mountTopic({ topic_goods_id: 5 });
    const toggle = await screen.findByRole('switch', { name: 'Use balance' });
    await act(async () => {
      fireEvent.click(toggle);
    });
    await waitFor(() => expect(screen.getByTestId('oc-pay-money').textContent).toBe('¥0.00'));
    expect(bodyOf(requests, TOPIC_CALC)[0]).toMatchObject({ order_key: 'tk1', is_balance: '1' });
    expect(bodyOf(requests, TOPIC_CALC)[0]!.is_point).toBeUndefined();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    });
    await act(async () => {
      fireEvent.change(await screen.findByLabelText('Payment password, 6 digits'), { target: { value: '123456' } });
    });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/pages_tool/pay/result?code=20250101120000777777'));
    expect(bodyOf(requests, TOPIC_CREATE)[0]).toMatchObject({ pay_password: '123456', is_balance: '1' });
  });

  it('says why when the topic cannot be bought (e.g. it ended) and offers a retry', async () => {
    fakeEnv(TOPIC_PATH);
    fakeFetch({ [TOPIC_PAYMENT]: fail(-1, 'the topic "Snack season" has ended') });
    mountTopic({ topic_goods_id: 5 });
    expect(await screen.findByText('the topic "Snack season" has ended')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDefined();
  });

  it('with no goods at all shows the empty state; the topic label in zh-cn', async () => {
    fakeEnv(TOPIC_PATH);
    const { requests } = fakeFetch({ [TOPIC_PAYMENT]: ok(topicCalc()) });
    const empty = mountTopic();
    expect(await screen.findByText('There is nothing to check out')).toBeDefined();
    expect(requests).toHaveLength(0);
    empty.unmount();
    await useLang('zh-cn');
    mountTopic({ topic_goods_id: 5 });
    expect((await screen.findByTestId('oc-promotion')).textContent).toBe('专题活动Snack season专题价');
    await useLang('en-us');
  });
});

describe('order-confirm for a seckill', () => {
  afterEach(() => localStorage.clear());

  it('prices on the seckill endpoints with the bound payload and names the activity, without coupons or points', async () => {
    fakeEnv('/pages_promotion/seckill/payment?seckill_id=3&sku_id=12&num=1');
    const { requests } = fakeFetch({ [SECKILL_PAYMENT]: ok(calc({ promotion_type: 'seckill', modules: ['coupon'], seckill_info: { seckill_id: 3, seckill_name: 'Keyboard flash sale' } })) });
    mount({ promotion: { group: 'seckill', payload: { seckill_id: '3', sku_id: '12', num: '1' } } });
    expect(await screen.findByTestId('oc-promotion')).toBeDefined();
    expect(screen.getByTestId('oc-promotion').textContent).toBe('Flash saleKeyboard flash saleFlash sale price');
    const body = bodyOf(requests, SECKILL_PAYMENT)[0]!;
    expect(body).toMatchObject({ seckill_id: '3', sku_id: '12', num: '1', is_balance: '0' });
    expect(body.is_point).toBeUndefined();
    expect(requests.map((r) => r.path)).toEqual([SECKILL_PAYMENT]);
    expect(screen.queryByTestId('oc-coupon')).toBeNull();
  });

  it('shows the calculation\'s refusal (outside the slot) and does not create', async () => {
    const { toast } = fakeEnv();
    const { requests } = fakeFetch({ [SECKILL_PAYMENT]: ok(calc({ error: 1, error_msg: 'The flash sale is not open now', seckill_info: { seckill_name: 'Keyboard flash sale' } })) });
    mount({ promotion: { group: 'seckill', payload: { seckill_id: 3 } } });
    expect((await screen.findByRole('alert')).textContent).toBe('The flash sale is not open now');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    });
    expect(toast).toHaveBeenCalledWith('The flash sale is not open now');
    expect(requests.some((r) => r.path === SECKILL_CREATE)).toBe(false);
  });
  it('an answer without an order_key (the early "sold out") is priced afresh by payment when a choice changes, never "expired" by calculate', async () => {
    const { toast } = fakeEnv();
    let paid = 0;
    const { requests } = fakeFetch({
      [SECKILL_PAYMENT]: () => {
        paid += 1;
        return ok(calc({ order_key: '', error: 1, error_msg: 'Sold out', seckill_info: { seckill_name: 'Keyboard flash sale' } }));
      },
      [SECKILL_CALC]: fail(-1, 'The order data expired'),
    });
    mount({ promotion: { group: 'seckill', payload: { seckill_id: 3, sku_id: 12, num: 1 } } });
    expect((await screen.findByRole('alert')).textContent).toBe('Sold out');
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Use balance' }));
    });
    await waitFor(() => expect(paid).toBe(2));
    expect(bodyOf(requests, SECKILL_PAYMENT)[1]).toMatchObject({ seckill_id: '3', sku_id: '12', is_balance: '1' });
    expect(requests.some((r) => r.path === SECKILL_CALC)).toBe(false);
    expect((await screen.findByRole('alert')).textContent).toBe('Sold out');
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('order-confirm with forms', () => {
  beforeAll(() => loadNamespaces(['content', 'validation']));
  afterEach(() => localStorage.clear());

  const engraving = { id: 2, form_name: 'Engraving', json_data: [{ name: 'ONE_LINE_TEXT', controller: 'Text', value: { title: 'Engraving text', placeholder: 'Up to 10 characters', required: true } }] };
  const orderForm = { id: 3, form_name: 'Order details', json_data: [{ id: 'mob', name: 'MOBILE', controller: 'Text', value: { title: 'Contact mobile', required: false } }] };
  const withForms = () =>
    calc({
      pay_money: '0.00',
      goods_list: [{ sku_id: 107, goods_id: 48, sku_name: 'Mug', goods_name: 'Mug', sku_image: '', sku_spec_format: '[]', price: '0.00', num: 1, goods_money: '0.00', goods_form: engraving }],
      system_form: orderForm,
    });

  it('shows the goods form under its line and the order form; bad input shows each rule\'s message at its field and creates nothing', async () => {
    localStorage.setItem('h5_orderCreateData', JSON.stringify({ sku_id: 107, num: 1 }));
    const { toast } = fakeEnv();
    const { requests } = fakeFetch({ [PAYMENT]: ok(withForms()), [CALC]: ok(withForms()), [CREATE]: ok('20250101120000444444') });
    mount();
    const button = await screen.findByRole('button', { name: 'Place order' });
    await screen.findByLabelText(/Engraving text/); // the form's code arrives with the first form
    const line = document.querySelector('[data-sku-id="107"]') as HTMLElement;
    expect(line.querySelector('[data-testid="oc-goods-form"]')?.textContent).toContain('Engraving text');
    expect(screen.getByTestId('oc-order-form').textContent).toContain('Contact mobile');
    fireEvent.change(screen.getByLabelText('Contact mobile'), { target: { value: '123' } });
    await act(async () => {
      fireEvent.click(button);
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['please enter Engraving text', 'the mobile number is not valid']);
    expect(toast).toHaveBeenCalledWith('please enter Engraving text');
    expect(screen.getByLabelText(/Engraving text/).getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((r) => r.path === CREATE)).toBe(false);
  });

  it('sends the filled forms with create in NiuShop\'s shape (zh-cn messages)', async () => {
    await useLang('zh-cn');
    await loadNamespaces(['content', 'validation']);
    try {
      localStorage.setItem('h5_orderCreateData', JSON.stringify({ sku_id: 107, num: 1 }));
      const { redirect, toast } = fakeEnv();
      const { requests } = fakeFetch({ [PAYMENT]: ok(withForms()), [CALC]: ok(withForms()), [CREATE]: ok('20250101120000444445') });
      mount();
      const button = await screen.findByRole('button', { name: '提交订单' });
      await screen.findByLabelText(/Engraving text/);
      await act(async () => {
        fireEvent.click(button);
      });
      expect(toast).toHaveBeenCalledWith('请输入Engraving text');
      fireEvent.change(screen.getByLabelText(/Engraving text/), { target: { value: 'Happy birthday' } });
      await act(async () => {
        fireEvent.click(button);
      });
      await waitFor(() => expect(redirect).toHaveBeenCalledWith('/pages_tool/pay/result?code=20250101120000444445'));
      const sent = JSON.parse(bodyOf(requests, CREATE)[0]!.form_data!) as unknown;
      expect(sent).toEqual({
        form_id: 3,
        form_data: [{ id: 'mob', name: 'MOBILE', title: 'Contact mobile', val: '' }],
        goods_form: { '107': { form_id: 2, form_data: [{ id: 'f1', name: 'ONE_LINE_TEXT', title: 'Engraving text', val: 'Happy birthday' }] } },
      });
    } finally {
      await useLang('en-us');
    }
  });

  it('sends no form_data when the order asks for no form', async () => {
    localStorage.setItem('h5_orderCreateData', JSON.stringify({ sku_id: 107, num: 1 }));
    const { redirect } = fakeEnv();
    const { requests } = fakeFetch({ [PAYMENT]: ok(calc({ pay_money: '0.00', system_form: null })), [CREATE]: ok('20250101120000444446') });
    mount();
    const button = await screen.findByRole('button', { name: 'Place order' });
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(bodyOf(requests, CREATE)[0]!.form_data).toBeUndefined();
    expect(screen.queryByTestId('oc-order-form')).toBeNull();
  });

  it('shows the goods form filled before (goods detail, cart row) and sends buy now\'s form_data to payment', async () => {
    const filledBefore = JSON.stringify({ form_id: 2, form_data: [{ id: 'f1', val: 'Happy birthday' }] });
    localStorage.setItem('h5_orderCreateData', JSON.stringify({ sku_id: 107, num: 1, form_data: filledBefore }));
    fakeEnv();
    const answer = () => {
      const c = withForms();
      (c.goods_list as Array<Record<string, unknown>>)[0]!.form_data = [{ id: 'f1', val: 'Happy birthday' }];
      return c;
    };
    const { requests } = fakeFetch({ [PAYMENT]: ok(answer()), [CALC]: ok(answer()) });
    mount();
    const field = (await screen.findByLabelText(/Engraving text/)) as HTMLInputElement;
    expect(field.value).toBe('Happy birthday');
    expect(bodyOf(requests, PAYMENT)[0]!.form_data).toBe(filledBefore);
  });

  it('keeps what is typed through a new price and through a trip to the address list (the same checkout), not in another checkout', async () => {
    localStorage.setItem('h5_orderCreateData', JSON.stringify({ sku_id: 107, num: 1 }));
    fakeEnv();
    fakeFetch({ [PAYMENT]: ok(withForms()), [CALC]: ok(withForms()) });
    const first = await renderInPage(manifest, {});
    fireEvent.change(await screen.findByLabelText(/Engraving text/), { target: { value: 'For Mum' } });
    fireEvent.change(screen.getByLabelText('Contact mobile'), { target: { value: '13800000001' } });
    // a new answer of the calculator (the balance switch): the same form, the values stay
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: /balance/i }));
    });
    expect((screen.getByLabelText(/Engraving text/) as HTMLInputElement).value).toBe('For Mum');
    // to the address list and back: the page instance is kept, the widget mounts again
    first.unmount();
    const back = render(<PageView schema={first.runtime.schema} runtime={first.runtime} />);
    expect(((await screen.findByLabelText(/Engraving text/)) as HTMLInputElement).value).toBe('For Mum');
    expect((screen.getByLabelText('Contact mobile') as HTMLInputElement).value).toBe('13800000001');
    back.unmount();
    // another checkout starts empty
    await renderInPage(manifest, {});
    expect(((await screen.findByLabelText(/Engraving text/)) as HTMLInputElement).value).toBe('');
  });
});

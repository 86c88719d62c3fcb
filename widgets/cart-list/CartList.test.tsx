import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { configureActions, fail, fakeFetch, ok, page, pageFile, PageRenderer, PageView, runtimeWith } from '../../src/sdk/testing/index.ts';
import { readStored, useCartStore, useGuestCartStore, useMemberStore, writeStored } from '../../src/sdk/index.ts';
import { answerModalNow, click, modalOnScreen, recordNavigation, resetWorld, setLanguage, toastText, type Lang } from '../../src/sdk/testing/account.tsx';
import CartList, { defaults } from './CartList.tsx';
import { clampNum, invalidReason, lineLimits, splitLines, totals, unitFen, type CartLine } from './cartMath.ts';
import type { CartListProps } from './props.gen.ts';

const line = (over: Partial<CartLine> & { cart_id: number }): CartLine => ({
  sku_id: over.cart_id * 10,
  goods_id: over.cart_id * 100,
  num: 1,
  goods_name: `Goods ${over.cart_id}`,
  sku_name: `Goods ${over.cart_id} sku`,
  sku_image: 'upload/goods/1.jpg',
  sku_spec_format: '[{"spec_name":"颜色","spec_value_name":"红"}]',
  price: '10.00',
  discount_price: '10.00',
  member_price: '10.00',
  stock: 50,
  goods_state: 1,
  max_buy: 0,
  min_buy: 0,
  is_limit: 0,
  site_id: 1,
  is_invalid: 0,
  invalid_reason: '',
  ...over,
});

describe('cart arithmetic', () => {
  it('adds the selected lines in fen from the server prices (no floating point)', () => {
    const lines = [line({ cart_id: 1, discount_price: '0.10', member_price: '0.10', num: 3 }), line({ cart_id: 2, discount_price: '0.20', member_price: '0.20', num: 1 })];
    expect(totals(lines, () => true)).toEqual({ fen: 50, count: 4, lines: 2 });
    expect(totals(lines, (l) => l.cart_id === 2)).toEqual({ fen: 20, count: 1, lines: 1 });
    expect(totals(lines, () => true, (l) => (l.cart_id === 1 ? 10 : 1))).toEqual({ fen: 120, count: 11, lines: 2 });
    expect(totals(lines, () => false)).toEqual({ fen: 0, count: 0, lines: 0 });
  });

  it('uses the member price when it is lower', () => {
    expect(unitFen(line({ cart_id: 1, discount_price: '12.50', member_price: '11.99' }))).toBe(1199);
    expect(unitFen(line({ cart_id: 1, discount_price: '12.50', member_price: '13.00' }))).toBe(1250);
    expect(unitFen(line({ cart_id: 1, discount_price: '12.50', member_price: '0.00' }))).toBe(1250);
  });

  it('puts off-sale, deleted and out-of-stock lines apart', () => {
    const { valid, invalid } = splitLines([
      line({ cart_id: 1 }),
      line({ cart_id: 2, goods_state: 0, is_invalid: 1, invalid_reason: 'off_sale' }),
      line({ cart_id: 3, is_invalid: 1, invalid_reason: 'deleted' }),
      line({ cart_id: 4, stock: 0, is_invalid: 1, invalid_reason: 'out_of_stock' }),
      line({ cart_id: 5, stock: 2, min_buy: 3 }),
    ]);
    expect(valid.map((l) => l.cart_id)).toEqual([1]);
    expect(invalid.map((l) => [l.cart_id, invalidReason(l)])).toEqual([
      [2, 'off_sale'],
      [3, 'deleted'],
      [4, 'out_of_stock'],
      [5, 'out_of_stock'],
    ]);
  });

  it('limits quantities by stock, the purchase limit and the minimum', () => {
    expect(lineLimits(line({ cart_id: 1, stock: 5 }))).toEqual({ min: 1, max: 5, limitedBy: 'stock' });
    expect(lineLimits(line({ cart_id: 1, stock: 50, is_limit: 1, max_buy: 3 }))).toEqual({ min: 1, max: 3, limitedBy: 'max_buy' });
    expect(lineLimits(line({ cart_id: 1, stock: 50, is_limit: 0, max_buy: 3 }))).toEqual({ min: 1, max: 50, limitedBy: 'stock' });
    expect(lineLimits(line({ cart_id: 1, stock: 50, min_buy: 2 })).min).toBe(2);
    expect(clampNum(line({ cart_id: 1, stock: 5 }), 9)).toBe(5);
    expect(clampNum(line({ cart_id: 1, stock: 5, min_buy: 2 }), 0)).toBe(2);
  });
});

/** A member's cart on the cart page as shipped (its .page.json): the page source answers from `server`, the widget's calls go through fetch. */
async function cartPage(server: { lines: CartLine[] }, props: Partial<CartListProps> = {}) {
  const file = await pageFile('pages/goods/cart');
  const schema = { ...file, content: file.content.map((n) => (n.id === 'cart' ? { ...n, props: { ...n.props, editDelay: 0, ...props } } : n)) };
  const runtime = runtimeWith(schema, {
    globals: () => ({ member: { member_id: 1 }, site: {}, cart: {} }),
    answer: (api) => (api === 'cart.goodsLists' ? { code: 0, data: server.lines.map((l) => ({ ...l })) } : { code: 0, data: null }),
  });
  await runtime.start();
  const view = render(<PageView schema={schema} runtime={runtime} globals={{ member: { member_id: 1 }, site: {}, cart: {} }} />);
  return { ...view, runtime };
}

function api(server: { lines: CartLine[] }, extra: Record<string, unknown> = {}) {
  return fakeFetch({
    '/api/cart/edit': (req) => {
      const id = Number(req.body.cart_id);
      const num = Number(req.body.num);
      const l = server.lines.find((x) => x.cart_id === id);
      if (!l) return fail(-1, '购物车不存在');
      if (num > Number(l.stock)) return fail(-1, '库存不足');
      l.num = num;
      return ok(1);
    },
    '/api/cart/delete': (req) => {
      const ids = String(req.body.cart_id).split(',').map(Number);
      server.lines = server.lines.filter((l) => !ids.includes(l.cart_id));
      return ok(ids.length);
    },
    '/api/cart/lists': () => ok(server.lines.map((l) => ({ ...l }))),
    ...extra,
  });
}

const total = () => screen.getByTestId('cart-total');
const settleButton = () => within(screen.getByTestId('cart-footer')).getAllByRole('button').at(-1) as HTMLButtonElement;
const lineEl = (id: number) => document.querySelector(`.ct-line[data-cart-id="${id}"]`) as HTMLElement;

beforeEach(() => {
  resetWorld();
  useMemberStore.getState().setToken('tok');
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetWorld();
});

describe.each(['zh-cn', 'en-us'] as Lang[])('cart list (%s)', (lang) => {
  beforeEach(() => setLanguage(lang));

  it('shows the lines selected, the total of the selection and settle with the piece count', async () => {
    const server = { lines: [line({ cart_id: 1, num: 2, discount_price: '12.50', member_price: '12.50' }), line({ cart_id: 2, num: 1, discount_price: '0.99', member_price: '0.99' })] };
    api(server);
    await cartPage(server);
    expect(total().dataset.fen).toBe('2599');
    expect(total().textContent).toBe('¥25.99');
    expect(settleButton().textContent).toBe(lang === 'en-us' ? 'Settle (3)' : '结算(3)');
    expect(screen.getByText(lang === 'en-us' ? 'Items: 2' : '共2种商品')).toBeDefined();
    // unselect one line, then select all again
    await click(within(lineEl(1)).getByRole('checkbox'));
    expect(total().dataset.fen).toBe('99');
    expect(settleButton().textContent).toBe(lang === 'en-us' ? 'Settle (1)' : '结算(1)');
    await click(within(lineEl(2)).getByRole('checkbox'));
    expect(total().dataset.fen).toBe('0');
    expect(settleButton().disabled).toBe(true);
    await click(screen.getByText(lang === 'en-us' ? 'Select all' : '全选'));
    expect(total().dataset.fen).toBe('2599');
    await click(screen.getByText(lang === 'en-us' ? 'Select all' : '全选'));
    expect(total().dataset.fen).toBe('0');
  });
});

describe('cart list', () => {
  beforeEach(() => setLanguage('zh-cn'));

  it('settle stores the selected cart ids for the order page and opens it', async () => {
    const nav = recordNavigation();
    writeStored('delivery', { delivery_type: 'express' });
    const server = { lines: [line({ cart_id: 7 }), line({ cart_id: 3 }), line({ cart_id: 5 })] };
    api(server);
    await cartPage(server);
    await click(within(lineEl(3)).getByRole('checkbox'));
    await click(settleButton());
    await waitFor(() => expect(nav).toEqual([{ how: 'navigate', url: '/pages/order/payment' }]));
    expect(localStorage.getItem('h5_orderCreateData')).toBe('{"cart_ids":"7,5"}');
    expect(readStored('delivery')).toBeUndefined();
  });

  it('steps quantities through cart.edit, updates the total and the badge', async () => {
    const server = { lines: [line({ cart_id: 1, num: 1, discount_price: '3.30', member_price: '3.30', stock: 3 })] };
    const { requests } = api(server);
    await cartPage(server);
    const plus = within(lineEl(1)).getByRole('button', { name: '增加数量' });
    await click(plus);
    expect(total().dataset.fen).toBe('660');
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/cart/edit')).toHaveLength(1));
    expect(requests[0]!.body).toMatchObject({ cart_id: '1', num: '2' });
    await waitFor(() => expect(useCartStore.getState().cartNumber).toBe(2));
    await click(plus);
    await waitFor(() => expect(useCartStore.getState().cartNumber).toBe(3));
    expect(total().dataset.fen).toBe('990');
    // at the stock: a toast, nothing sent
    await click(plus);
    expect(toastText()).toBe('库存不足');
    expect(requests.filter((r) => r.path === '/api/cart/edit')).toHaveLength(2);
    await click(within(lineEl(1)).getByRole('button', { name: '减少数量' }));
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/cart/edit')).toHaveLength(3));
    expect(total().dataset.fen).toBe('660');
  });

  it('a purchase limit below the stock caps the stepper with its own message', async () => {
    const server = { lines: [line({ cart_id: 1, num: 2, stock: 50, is_limit: 1, max_buy: 2 })] };
    api(server);
    await cartPage(server);
    await click(within(lineEl(1)).getByRole('button', { name: '增加数量' }));
    expect(toastText()).toBe('该商品每人限购2件');
  });

  it('a refused quantity shows the message and goes back to the server quantity', async () => {
    const server = { lines: [line({ cart_id: 1, num: 1, stock: 10 })] };
    api(server, { '/api/cart/edit': fail(-1, '商品已下架') });
    await cartPage(server);
    await click(within(lineEl(1)).getByRole('button', { name: '增加数量' }));
    await waitFor(() => expect(toastText()).toBe('商品已下架'));
    await waitFor(() => expect((within(lineEl(1)).getByRole('textbox') as HTMLInputElement).value).toBe('1'));
  });

  it('going below the minimum asks to delete the line', async () => {
    const server = { lines: [line({ cart_id: 1, num: 1 }), line({ cart_id: 2 })] };
    const { requests } = api(server);
    await cartPage(server);
    await click(within(lineEl(1)).getByRole('button', { name: '减少数量' }));
    expect(modalOnScreen()?.content).toBe('确定要删除该商品吗？');
    await answerModalNow(true);
    await waitFor(() => expect(lineEl(1)).toBeNull());
    expect(requests.find((r) => r.path === '/api/cart/delete')!.body.cart_id).toBe('1');
  });

  it('shown again (back from a goods page), it shows the lines changed meanwhile', async () => {
    const server = { lines: [line({ cart_id: 1, num: 1 })] };
    api(server);
    const { runtime, unmount } = await cartPage(server);
    expect(lineEl(1)).not.toBeNull();
    unmount(); // a goods page opened over it, where more was added
    server.lines = [line({ cart_id: 1, num: 3 }), line({ cart_id: 2, num: 1 })];
    render(<PageView schema={runtime.schema} runtime={runtime} globals={{ member: { member_id: 1 }, site: {}, cart: {} }} />);
    await waitFor(() => expect(lineEl(2)).not.toBeNull());
    expect((within(lineEl(1)).getByRole('textbox') as HTMLInputElement).value).toBe('3');
  });

  it('manage → delete the selected lines after confirming; nothing selected asks to choose', async () => {
    const server = { lines: [line({ cart_id: 1 }), line({ cart_id: 2 }), line({ cart_id: 3 })] };
    const { requests } = api(server);
    await cartPage(server);
    await click(screen.getByText('管理'));
    expect(screen.getByText('完成')).toBeDefined();
    expect(settleButton().textContent).toBe('删除');
    await click(within(lineEl(2)).getByRole('checkbox'));
    await click(settleButton());
    expect(modalOnScreen()?.content).toBe('确定要删除这些商品吗？');
    await answerModalNow(false);
    expect(requests.some((r) => r.path === '/api/cart/delete')).toBe(false);
    await click(settleButton());
    await answerModalNow(true);
    await waitFor(() => expect(lineEl(1)).toBeNull());
    expect(requests.find((r) => r.path === '/api/cart/delete')!.body.cart_id).toBe('1,3');
    expect(lineEl(2)).not.toBeNull();
    expect(within(lineEl(2)).getByRole('checkbox').getAttribute('aria-checked')).toBe('false');
    await click(settleButton());
    expect(toastText()).toBe('请选择要删除的商品');
    await click(screen.getByText('完成'));
    expect(settleButton().textContent).toBe('结算(0)');
  });

  it('shows invalid goods apart, out of the total, and clears them', async () => {
    const server = {
      lines: [
        line({ cart_id: 1, num: 1 }),
        line({ cart_id: 2, num: 4, goods_state: 0, is_invalid: 1, invalid_reason: 'off_sale', sku_name: 'Gone sku' }),
        line({ cart_id: 3, num: 1, stock: 0, is_invalid: 1, invalid_reason: 'out_of_stock' }),
      ],
    };
    const { requests } = api(server);
    await cartPage(server);
    expect(screen.getByText('失效商品2件')).toBeDefined();
    expect(screen.getByText('Gone sku')).toBeDefined();
    expect(total().dataset.fen).toBe('1000');
    expect(settleButton().textContent).toBe('结算(1)');
    await click(screen.getByText('清空'));
    expect(modalOnScreen()?.content).toBe('确定要清空这些商品吗？');
    await answerModalNow(true);
    await waitFor(() => expect(screen.queryByText('失效商品2件')).toBeNull());
    expect(requests.find((r) => r.path === '/api/cart/delete')!.body.cart_id).toBe('2,3');
  });

  it('an empty cart shows the empty state with go browsing (home)', async () => {
    const nav = recordNavigation();
    const server = { lines: [] as CartLine[] };
    api(server);
    await cartPage(server);
    expect(screen.getByText('购物车为空')).toBeDefined();
    await click(screen.getByText('去逛逛'));
    expect(nav).toEqual([{ how: 'switchTab', url: '/' }]);
  });

  it('renders with its defaults outside a page', () => {
    const { container } = render(<CartList props={defaults} node={{ id: 'c', type: 'cart-list' }} emit={async () => {}} renderSlot={() => null} />);
    expect(container.textContent).toContain('购物车为空');
  });
});

/** A guest's cart on a page (no member): the lines are the device's, priced by cart.guestLists. */
async function guestPage(facts: Record<number, Partial<CartLine>>) {
  const served = fakeFetch({
    '/api/cart/guestLists': (req) =>
      ok(
        (JSON.parse(req.body.sku_ids!) as Array<{ sku_id: number; num: number }>).map((l) => ({
          ...line({ cart_id: 0, sku_id: l.sku_id, goods_id: l.sku_id * 10, goods_name: `Goods ${l.sku_id}`, ...facts[l.sku_id] }),
          cart_id: 0,
          num: l.num,
        })),
      ),
  });
  const schema = page({
    id: 'pages/goods/cart',
    content: [{ id: 'guestCart', type: 'cart-list', props: { guest: true } }],
  });
  const runtime = runtimeWith(schema, { globals: () => ({ member: null, site: {}, cart: {} }) });
  await runtime.start();
  const view = render(<PageRenderer runtime={runtime} globals={{ member: null, site: {}, cart: {} }} />);
  return { ...view, requests: served.requests };
}

describe.each(['zh-cn', 'en-us'] as Lang[])('the guest cart (%s)', (lang) => {
  beforeEach(async () => {
    useMemberStore.getState().logout();
    useGuestCartStore.getState().clear();
    await setLanguage(lang);
  });
  afterEach(() => useGuestCartStore.getState().clear());

  it('lists the device’s lines with the server’s prices; invalid ones apart; settle sends the guest to login back to the cart', async () => {
    const nav = recordNavigation();
    configureActions({ currentPath: () => '/pages/goods/cart' });
    useGuestCartStore.getState().add(3, 1, { stock: 9 });
    useGuestCartStore.getState().add(1, 2, { stock: 9 });
    useGuestCartStore.getState().add(2, 1, { stock: 9 });
    const { requests } = await guestPage({ 1: { discount_price: '12.50', member_price: '12.50' }, 2: { is_invalid: 1, invalid_reason: 'off_sale', goods_state: 0, sku_name: 'Gone sku' }, 3: { discount_price: '0.99', member_price: '0.99' } });
    await waitFor(() => expect(lineEl(1)).not.toBeNull());
    expect(JSON.parse(requests[0]!.body.sku_ids!)).toEqual([
      { sku_id: 2, num: 1 },
      { sku_id: 1, num: 2 },
      { sku_id: 3, num: 1 },
    ]);
    expect(requests[0]!.body.token).toBe('');
    expect(within(lineEl(1)).getByText('Goods 1')).toBeDefined();
    expect(total().dataset.fen).toBe('2599');
    expect(screen.getByText(lang === 'en-us' ? '1 invalid goods' : '失效商品1件')).toBeDefined();
    expect(screen.getByText('Gone sku')).toBeDefined();
    await click(settleButton());
    await waitFor(() => expect(nav).toEqual([{ how: 'navigate', url: '/pages_tool/login/login?back=%2Fpages%2Fgoods%2Fcart' }]));
    expect(localStorage.getItem('h5_orderCreateData')).toBeNull();
  });
});

describe('the guest cart', () => {
  beforeEach(async () => {
    useMemberStore.getState().logout();
    useGuestCartStore.getState().clear();
    await setLanguage('zh-cn');
  });
  afterEach(() => useGuestCartStore.getState().clear());

  it('steps quantities within the stock on the device; the badge follows; nothing goes to cart.edit', async () => {
    useGuestCartStore.getState().add(1, 1, { stock: 2 });
    const { requests } = await guestPage({ 1: { stock: 2, discount_price: '3.30', member_price: '3.30' } });
    await waitFor(() => expect(lineEl(1)).not.toBeNull());
    const plus = within(lineEl(1)).getByRole('button', { name: '增加数量' });
    await click(plus);
    await waitFor(() => expect(useGuestCartStore.getState().lines).toEqual([{ sku_id: 1, num: 2 }]));
    expect(total().dataset.fen).toBe('660');
    expect(useCartStore.getState().cartNumber).toBe(2);
    await click(plus);
    expect(toastText()).toBe('库存不足');
    expect(requests.map((r) => r.path)).toEqual(['/api/cart/guestLists']);
  });

  it('deletes lines after confirming and clears invalid ones; an empty guest cart shows nothing (the login prompt does)', async () => {
    useGuestCartStore.getState().add(1, 1, { stock: 9 });
    useGuestCartStore.getState().add(2, 1, { stock: 9 });
    useGuestCartStore.getState().add(3, 1, { stock: 9 });
    const { container } = await guestPage({ 3: { stock: 0, is_invalid: 1, invalid_reason: 'out_of_stock' } });
    await waitFor(() => expect(lineEl(1)).not.toBeNull());
    await click(screen.getByText('清空'));
    await answerModalNow(true);
    await waitFor(() => expect(useGuestCartStore.getState().lines.map((l) => l.sku_id)).toEqual([2, 1]));
    await click(screen.getByText('管理'));
    await click(settleButton());
    expect(modalOnScreen()?.content).toBe('确定要删除这些商品吗？');
    await answerModalNow(true);
    await waitFor(() => expect(useGuestCartStore.getState().lines).toEqual([]));
    await waitFor(() => expect(container.querySelector('.ct')).toBeNull());
    expect(screen.queryByText('购物车为空')).toBeNull();
  });

  it('a failed pricing call shows nothing rather than lines without prices', async () => {
    useGuestCartStore.getState().add(1, 1, { stock: 9 });
    fakeFetch({ '/api/cart/guestLists': fail(-1, '参数sku_ids无效') });
    const schema = page({ id: 'pages/goods/cart', content: [{ id: 'g', type: 'cart-list', props: { guest: true } }] });
    const runtime = runtimeWith(schema, { globals: () => ({ member: null, site: {}, cart: {} }) });
    await runtime.start();
    const { container } = render(<PageRenderer runtime={runtime} globals={{ member: null, site: {}, cart: {} }} />);
    await waitFor(() => expect(toastText()).toBe('参数sku_ids无效'));
    expect(container.querySelector('.ct-line')).toBeNull();
  });
});

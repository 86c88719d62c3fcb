import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { configureActions, fakeFetch, loadNamespaces, ok, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { clampSkuNum, limitLeft, quantityBounds, readStored, selectedNames, specGroups, targetSku, useMemberStore } from '../../src/sdk/index.ts';
import SkuPicker, { defaults } from './SkuPicker.tsx';
import { english, pageFile, showPage } from '../../src/sdk/testing/catalogue.tsx';

const node = { id: 'sp', type: 'sku-picker' };

/** goods 1 of the seed: version × colour; the row of sku `id` (as the server precomputes it). */
function skuRow(id: number, extra: Record<string, unknown> = {}) {
  const versions = ['8GB+128GB', '8GB+256GB', '12GB+512GB'];
  const colours = ['Black', 'White'];
  const v = Math.floor((id - 1) / 2);
  const c = (id - 1) % 2;
  const spec = [
    { spec_id: 1, spec_name: 'Version', value: versions.map((name, i) => ({ spec_id: 1, spec_value_id: i + 1, spec_value_name: name, selected: i === v, sku_id: i * 2 + c + 1 })) },
    { spec_id: 2, spec_name: 'Colour', value: colours.map((name, i) => ({ spec_id: 2, spec_value_id: i + 4, spec_value_name: name, selected: i === c, sku_id: v * 2 + i + 1 })) },
  ];
  return {
    goods_id: 1,
    sku_id: id,
    goods_name: 'X5 Phone',
    sku_image: 'upload/goods/1/1.jpg',
    discount_price: ['2999.00', '3499.00', '3999.00'][v],
    stock: 100 + id,
    goods_stock: 1000,
    unit: 'pcs',
    min_buy: 0,
    max_buy: 0,
    goods_spec_format: JSON.stringify(spec),
    sku_spec_format: JSON.stringify([{ spec_id: 1, spec_value_name: versions[v] }, { spec_id: 2, spec_value_name: colours[c] }]),
    goods_service: [],
    evaluate_list: [],
    goods_content: '',
    ...extra,
  };
}

beforeAll(() => english('goods'));
afterEach(() => {
  resetActionEnv();
  vi.unstubAllGlobals();
  useMemberStore.setState({ token: '', memberInfo: null });
});

describe('spec helpers', () => {
  it('parse NiuShop spec formats and find where a value leads', () => {
    const groups = specGroups(skuRow(1).goods_spec_format);
    expect(groups.map((g) => g.spec_name)).toEqual(['Version', 'Colour']);
    expect(targetSku(groups[1]!.value[1]!, 1)).toBe(2);
    expect(targetSku(groups[1]!.value[0]!, 1)).toBeNull();
    expect(targetSku({ spec_id: 1, spec_value_id: 9, spec_value_name: 'x', disabled: false }, 1)).toBeNull();
    expect(selectedNames(skuRow(4).sku_spec_format)).toEqual(['8GB+256GB', 'White']);
    expect(specGroups('not json')).toEqual([]);
  });

  it('bound the quantity by stock, min_buy and max_buy', () => {
    expect(quantityBounds({ stock: 10, min_buy: 0, max_buy: 0 })).toEqual({ min: 1, max: 10 });
    expect(quantityBounds({ stock: 10, min_buy: 2, max_buy: 5 })).toEqual({ min: 2, max: 5 });
    expect(quantityBounds({ stock: 3, max_buy: 5 })).toEqual({ min: 1, max: 3 });
    // a limit counted over time (a seckill's per day): what is left of it
    expect(quantityBounds({ stock: 10, max_buy: 3, limit_type: 2, purchased_num: 1 })).toEqual({ min: 1, max: 2 });
    expect(quantityBounds({ stock: 10, max_buy: 3, limit_type: 2, purchased_num: 3 })).toEqual({ min: 1, max: 0 });
    expect(quantityBounds({ stock: 10, max_buy: 3, limit_type: 1, purchased_num: 3 })).toEqual({ min: 1, max: 3 });
    expect([limitLeft({ max_buy: 2, limit_type: 2, purchased_num: 5 }), limitLeft({ max_buy: 0, limit_type: 2 })]).toEqual([0, null]);
    expect(clampSkuNum(99, { min: 1, max: 10 })).toBe(10);
    expect(clampSkuNum(0, { min: 2, max: 10 })).toBe(2);
  });
});

describe('sku-picker', () => {
  it('shows the selected spec on the row and, in the popup, price, stock and the values', () => {
    render(<SkuPicker props={{ ...defaults, sku: skuRow(3) }} node={node} emit={async () => {}} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: /Selected: 8GB\+256GB Black ×1/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('sku-price').textContent).toBe('¥3499.00');
    expect(within(dialog).getByTestId('sku-stock').textContent).toBe('Stock 103 pcs');
    expect(within(dialog).getByRole('button', { name: '8GB+256GB' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Buy now' })).toBeDefined();
  });

  it('steps the quantity within the stock and tells the shopper at the limit', () => {
    const toast = vi.fn();
    configureActions({ toast });
    const emit = vi.fn(async () => {});
    render(<SkuPicker props={{ ...defaults, sku: skuRow(1, { stock: 2 }), mode: 'cart' }} node={node} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: /Selected/ }));
    const qty = screen.getByLabelText('Quantity') as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(qty.value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(qty.value).toBe('2');
    expect(toast).toHaveBeenCalledWith('Only 2 left in stock');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(emit).toHaveBeenLastCalledWith('addCart', { sku_id: 1, goods_id: 1, num: 2 });
  });

  it('adds once for two quick taps on confirm: the second waits for the first to finish', async () => {
    let finish = (): void => {};
    const emit = vi.fn((event: string) => (event === 'addCart' ? new Promise<void>((resolve) => (finish = resolve)) : Promise.resolve()));
    render(<SkuPicker props={{ ...defaults, sku: skuRow(1, { stock: 5 }), mode: 'cart' }} node={node} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: /Selected/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(emit.mock.calls.filter(([e]) => e === 'addCart')).toHaveLength(1);
    finish();
    await new Promise((r) => setTimeout(r, 0));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(emit.mock.calls.filter(([e]) => e === 'addCart')).toHaveLength(2);
  });

  it('a typed quantity of 0, -1 or 99999 is made valid and the shopper is told what happened', () => {
    const toast = vi.fn();
    configureActions({ toast });
    const emit = vi.fn(async () => {});
    render(<SkuPicker props={{ ...defaults, sku: skuRow(1, { stock: 12 }), mode: 'cart' }} node={node} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: /Selected/ }));
    const qty = screen.getByLabelText('Quantity') as HTMLInputElement;
    for (const typed of ['0', '-1', '']) {
      fireEvent.change(qty, { target: { value: typed } });
      expect(qty.value).toBe(typed);
      fireEvent.blur(qty);
      expect(qty.value).toBe('1');
      expect(toast).toHaveBeenLastCalledWith('The quantity is at least 1: set to 1');
    }
    fireEvent.change(qty, { target: { value: '99999' } });
    expect(qty.value).toBe('99999');
    fireEvent.blur(qty);
    expect(qty.value).toBe('12');
    expect(toast).toHaveBeenLastCalledWith('Only 12 left in stock');
    // A valid number is taken as it is, without a word.
    toast.mockClear();
    fireEvent.change(qty, { target: { value: '5' } });
    fireEvent.blur(qty);
    expect(qty.value).toBe('5');
    expect(toast).not.toHaveBeenCalled();
    // Confirmed while still typing: settled first, and said.
    fireEvent.change(qty, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(toast).toHaveBeenLastCalledWith('The quantity is at least 1: set to 1');
    expect(emit).toHaveBeenLastCalledWith('addCart', { sku_id: 1, goods_id: 1, num: 1 });
  });

  it('cannot confirm a sold-out sku', () => {
    const emit = vi.fn(async () => {});
    render(<SkuPicker props={{ ...defaults, sku: skuRow(1, { stock: 0 }) }} node={node} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: /Selected/ }));
    const buttons = screen.getAllByRole('button', { name: 'Out of stock' });
    expect(buttons).toHaveLength(2);
    for (const b of buttons) expect((b as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(buttons[0]!);
    expect(emit).not.toHaveBeenCalledWith('addCart', expect.anything());
  });

  it('without the quantity (a bargain launches one piece): no stepper, confirm emits num 1', () => {
    const emit = vi.fn(async () => {});
    render(<SkuPicker props={{ ...defaults, sku: skuRow(3), mode: 'buy', quantity: false, orderStorageKey: '' }} node={node} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: /Selected/ }));
    expect(screen.queryByRole('textbox', { name: 'Quantity' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(emit).toHaveBeenCalledWith('buy', { sku_id: 3, goods_id: 1, num: 1 });
  });

  it('names its confirm button by what it does when told (the bargain page: Start bargaining)', () => {
    const emit = vi.fn(async () => {});
    render(<SkuPicker props={{ ...defaults, sku: skuRow(3), mode: 'buy', quantity: false, orderStorageKey: '', confirmText: 'Start bargaining' }} node={node} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: /Selected/ }));
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start bargaining' }));
    expect(emit).toHaveBeenCalledWith('buy', { sku_id: 3, goods_id: 1, num: 1 });
  });

  it('under a limit over time: steps to what is left and says what was bought; at the limit it cannot confirm', () => {
    const toast = vi.fn();
    configureActions({ toast });
    const emit = vi.fn(async () => {});
    const a = render(<SkuPicker props={{ ...defaults, sku: skuRow(1, { stock: 9, max_buy: 3, limit_type: 2, purchased_num: 1 }), mode: 'buy', orderStorageKey: '' }} node={node} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: /Selected/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('2');
    expect(toast).toHaveBeenCalledWith('Limited to 3 per person; you have bought 1');
    a.unmount();
    render(<SkuPicker props={{ ...defaults, sku: skuRow(1, { stock: 9, max_buy: 3, limit_type: 2, purchased_num: 3 }), mode: 'buy' }} node={node} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: /Selected/ }));
    const buttons = screen.getAllByRole('button', { name: 'Purchase limit reached' });
    for (const b of buttons) expect((b as HTMLButtonElement).disabled).toBe(true);
  });

  it('buy stores {sku_id, num} as h5_orderCreateData for a member, not for a guest', () => {
    const emit = vi.fn(async () => {});
    const { unmount } = render(<SkuPicker props={{ ...defaults, sku: skuRow(2), mode: 'buy' }} node={node} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: /Selected/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(emit).toHaveBeenLastCalledWith('buy', { sku_id: 2, goods_id: 1, num: 1 });
    expect(readStored('orderCreateData')).toBeUndefined();
    unmount();
    useMemberStore.setState({ token: 'tok' });
    render(<SkuPicker props={{ ...defaults, sku: skuRow(2), mode: 'buy' }} node={node} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: /Selected/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(JSON.parse(localStorage.getItem('h5_orderCreateData')!)).toEqual({ sku_id: 2, num: 2 });
  });

  it('on the detail page, a spec value loads the sku it names and the price follows; add to cart posts cart.add', async () => {
    const { requests } = fakeFetch({
      '/api/goodssku/detail': (req) => ok({ goods_sku_detail: skuRow(Number(req.body.sku_id ?? req.query.sku_id ?? 1)) }),
      '/api/cart/add': ok(11),
      '/api/cart/lists': ok([{ cart_id: 11, goods_id: 1, sku_id: 6, num: 1, discount_price: '3999.00' }]),
    });
    const nav = { navigate: vi.fn(), redirect: vi.fn(), relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() };
    configureActions({ navigator: nav, toast: vi.fn() });
    await showPage(await pageFile('pages/goods/detail'), { query: { sku_id: '1' }, member: { member_id: 1 } });
    expect(screen.getByTestId('goods-price').textContent).toBe('¥2999.00');
    fireEvent.click(screen.getByRole('button', { name: /Selected: 8GB\+128GB Black/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '12GB+512GB' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'White' }));
    });
    const details = requests.filter((r) => r.path === '/api/goodssku/detail').map((r) => ({ ...r.query, ...r.body }).sku_id);
    expect(details).toEqual(['1', '5', '6']);
    expect(screen.getByTestId('goods-price').textContent).toBe('¥3999.00');
    expect(screen.getByTestId('sku-stock').textContent).toBe('Stock 106 pcs');
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add to cart' }));
    });
    const add = requests.find((r) => r.path === '/api/cart/add')!;
    expect(add.body).toMatchObject({ sku_id: '6', num: '1' });
    expect(requests.some((r) => r.path === '/api/cart/lists')).toBe(true);
    // the footprint of the member is recorded for each sku shown
    expect(requests.filter((r) => r.path === '/api/goodsbrowse/add').map((r) => r.body.sku_id)).toContain('6');
  });
});

describe('sku-picker with a goods form', () => {
  beforeAll(() => loadNamespaces(['content', 'validation']));
  afterEach(() => localStorage.clear());
  const engraving = { id: 2, form_name: 'Engraving', json_data: [{ id: 'f1', name: 'ONE_LINE_TEXT', controller: 'Text', value: { title: 'Engraving text', required: true } }] };

  it('asks the form in the popup and judges it before adding: the message at the field, nothing emitted; filled, form_data in NiuShop\'s shape', async () => {
    const toast = vi.fn();
    configureActions({ toast });
    const emit = vi.fn(async () => {});
    render(<SkuPicker props={{ ...defaults, sku: skuRow(1), mode: 'cart', form: engraving }} node={node} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: /Selected/ }));
    const field = await screen.findByLabelText(/Engraving text/);
    expect(screen.getByTestId('sku-goods-form').textContent).toContain('Engraving');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    expect(emit).not.toHaveBeenCalledWith('addCart', expect.anything());
    expect(screen.getByRole('alert').textContent).toBe('please enter Engraving text');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(toast).toHaveBeenCalledWith('please enter Engraving text');
    fireEvent.change(field, { target: { value: 'For Mum' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    expect(emit).toHaveBeenLastCalledWith('addCart', {
      sku_id: 1,
      goods_id: 1,
      num: 1,
      form_data: JSON.stringify({ form_id: 2, form_data: [{ id: 'f1', name: 'ONE_LINE_TEXT', title: 'Engraving text', val: 'For Mum' }] }),
    });
  });

  it('buy now stores the filled form with the order data; what is typed stays when the popup is closed and opened', async () => {
    useMemberStore.setState({ token: 'tok' });
    const emit = vi.fn(async () => {});
    render(<SkuPicker props={{ ...defaults, sku: skuRow(2), mode: 'buy', form: engraving }} node={node} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: /Selected/ }));
    fireEvent.change(await screen.findByLabelText(/Engraving text/), { target: { value: 'Happy birthday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: /Selected/ }));
    expect(((await screen.findByLabelText(/Engraving text/)) as HTMLInputElement).value).toBe('Happy birthday');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    const stored = JSON.parse(localStorage.getItem('h5_orderCreateData')!) as { sku_id: number; num: number; form_data: string };
    expect(stored).toMatchObject({ sku_id: 2, num: 1 });
    expect(JSON.parse(stored.form_data)).toEqual({ form_id: 2, form_data: [expect.objectContaining({ id: 'f1', val: 'Happy birthday' })] });
    expect(emit).toHaveBeenLastCalledWith('buy', expect.objectContaining({ sku_id: 2, form_data: stored.form_data }));
  });

  it('on the detail page the goods form is read for the goods (form addon on) and add to cart posts it with cart.add', async () => {
    const { requests } = fakeFetch({
      '/api/goodssku/detail': ok({ goods_sku_detail: skuRow(1) }),
      '/form/api/form/goodsform': ok(engraving),
      '/api/cart/add': ok(11),
      '/api/cart/lists': ok([]),
    });
    configureActions({ navigator: { navigate: vi.fn(), redirect: vi.fn(), relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() }, toast: vi.fn() });
    await showPage(await pageFile('pages/goods/detail'), { query: { sku_id: '1' }, member: { member_id: 1 }, site: { addonIsExist: { form: 1 } } });
    expect(requests.filter((r) => r.path === '/form/api/form/goodsform').map((r) => ({ ...r.query, ...r.body }).goods_id)).toEqual(['1']);
    fireEvent.click(screen.getByRole('button', { name: /Selected/ }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(await within(dialog).findByLabelText(/Engraving text/), { target: { value: 'For Mum' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    });
    const add = requests.find((r) => r.path === '/api/cart/add')!;
    expect(add.body).toMatchObject({ sku_id: '1', num: '1' });
    expect(JSON.parse(add.body.form_data!)).toMatchObject({ form_id: 2, form_data: [{ id: 'f1', val: 'For Mum' }] });
  });

  it('an ordinary goods page (no form attached, or the addon off) asks for no form', async () => {
    const { requests } = fakeFetch({ '/api/goodssku/detail': ok({ goods_sku_detail: skuRow(1) }), '/form/api/form/goodsform': ok(null) });
    await showPage(await pageFile('pages/goods/detail'), { query: { sku_id: '1' }, site: { addonIsExist: { form: 0 } } });
    expect(requests.some((r) => r.path === '/form/api/form/goodsform')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /Selected/ }));
    expect(screen.queryByTestId('sku-goods-form')).toBeNull();
  });
});

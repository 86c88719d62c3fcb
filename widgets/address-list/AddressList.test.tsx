import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { configureActions, loadNamespaces, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { type ActionNavigator, i18n, SELECTED_ADDRESS_KEY, takeSelectedAddress, useLanguageStore } from '../../src/sdk/index.ts';
import AddressList, { defaults, type AddressListProps } from './AddressList.tsx';

const ROWS = [
  { id: 1, name: 'Zhang San', mobile: '13800000000', full_address: 'Beijing-Beijing-Chaoyang', address: 'Jianguo Rd 88', is_default: 1 },
  { id: 2, name: 'Li Si', mobile: '13912345678', full_address: 'Shanghai-Shanghai-Xuhui', address: 'Caoxi Rd 1', is_default: 0 },
];

function env(confirm = true) {
  const navigate = vi.fn();
  const redirect = vi.fn();
  const toast = vi.fn();
  const modal = vi.fn(async () => confirm);
  const navigator: ActionNavigator = { navigate, redirect, relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() };
  configureActions({ navigator, toast, modal });
  return { navigate, redirect, toast, modal };
}
const noop = async () => {};
function mount(props: Partial<AddressListProps> = {}) {
  return render(<AddressList props={{ ...defaults, items: ROWS, ...props }} node={{ id: 'al', type: 'address-list' }} emit={noop} renderSlot={() => null} />);
}
const card = (id: number) => document.querySelector(`[data-address-id="${id}"]`) as HTMLElement;

beforeAll(async () => {
  useLanguageStore.setState({ lang: 'en-us' });
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['address']);
});
afterEach(() => resetActionEnv());

describe('address-list', () => {
  it('in select mode a tap hands the address back to the asking page', async () => {
    const { redirect, navigate } = env();
    mount({ back: '/pages/order/payment' });
    expect(screen.getByText('Tap an address to choose it')).toBeDefined();
    await act(async () => {
      fireEvent.click(within(card(2)).getByText('Li Si'));
    });
    expect(localStorage.getItem(`h5_${SELECTED_ADDRESS_KEY}`)).toBe('2');
    // no app history in the test: the asking page is opened instead of going back
    expect(redirect).toHaveBeenCalledWith('/pages/order/payment');
    expect(takeSelectedAddress()).toBe(2);
    expect(takeSelectedAddress()).toBeUndefined();
    // add from select mode returns two pages back, to the asking page
    fireEvent.click(screen.getByRole('button', { name: 'Add a shipping address' }));
    expect(navigate).toHaveBeenCalledWith('/pages_tool/member/address_edit?back=%2Fpages%2Forder%2Fpayment&delta=2');
  });

  it('without back a tap chooses nothing; edit opens the form', () => {
    const { navigate } = env();
    mount();
    fireEvent.click(within(card(2)).getByText('Li Si'));
    expect(localStorage.getItem(`h5_${SELECTED_ADDRESS_KEY}`)).toBeNull();
    fireEvent.click(within(card(2)).getByRole('button', { name: 'Edit' }));
    expect(navigate).toHaveBeenCalledWith('/pages_tool/member/address_edit?id=2');
  });

  it('setting the default and deleting are emitted for the page; the default address cannot be deleted', async () => {
    const { toast } = env();
    const emit = vi.fn(async () => undefined);
    render(<AddressList props={{ ...defaults, items: ROWS }} node={{ id: 'al', type: 'address-list' }} emit={emit} renderSlot={() => null} />);
    expect(within(card(1)).queryByRole('button', { name: 'Delete' })).toBeNull();
    await act(async () => {
      fireEvent.click(within(card(2)).getByRole('button', { name: 'Delete' }));
    });
    await act(async () => {
      fireEvent.click(within(card(2)).getByRole('radio', { name: 'Set as default' }));
    });
    // the default one: already the default, nothing asked
    await act(async () => {
      fireEvent.click(within(card(1)).getByRole('radio', { name: 'Default address' }));
    });
    expect(emit.mock.calls).toEqual([
      ['remove', { id: 2 }],
      ['setDefault', { id: 2 }],
    ]);
    expect(toast).not.toHaveBeenCalled();
  });

  it('says so when there is no address', () => {
    env();
    mount({ items: [] });
    expect(screen.getByText('No shipping address yet')).toBeDefined();
  });
});

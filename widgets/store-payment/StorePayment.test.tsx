import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { resetWorld, setLanguage } from '../../src/sdk/testing/member.tsx';
import StorePayment, { defaults } from './StorePayment.tsx';

beforeEach(() => resetWorld());
afterEach(() => resetWorld());

describe.each([
  ['zh-cn', { hint: '支付时请确保您的账户有足够的余额', recharge: '余额充值', records: '充值记录', enter: '立即进入支付页面', stores: '查看门店列表' }],
  ['en-us', { hint: 'Make sure your balance is sufficient when paying', recharge: 'Balance recharge', records: 'Recharge records', enter: 'Enter the payment page now', stores: 'View store list' }],
] as const)('store-payment (%s)', (lang, tx) => {
  beforeEach(() => setLanguage(lang));
  it('shows the recharge rows only when recharging is on, and never a link to the unbuilt store list', () => {
    const emit = vi.fn(async () => {});
    const { rerender } = render(<StorePayment props={{ ...defaults, showStoreList: true }} node={{ id: 's', type: 'store-payment' }} emit={emit} renderSlot={() => null} />);
    expect(screen.getByText(tx.hint)).toBeDefined();
    expect(screen.queryByRole('button', { name: tx.recharge })).toBeNull();
    expect(screen.queryByRole('button', { name: tx.stores })).toBeNull();
    rerender(<StorePayment props={{ ...defaults, showRecharge: true }} node={{ id: 's', type: 'store-payment' }} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: tx.records }));
    fireEvent.click(screen.getByRole('button', { name: tx.enter }));
    expect(emit.mock.calls).toEqual([['rechargeRecords', {}], ['pay', {}]]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeFetch, ok, type RecordedRequest } from '../../src/sdk/testing/index.ts';
import { LANGS, paramsOf, recordNavigation, resetWorld, setLanguage, showPage } from '../../src/sdk/testing/member.tsx';
import { orderOf, signedAmount, typeOptions } from './LedgerList.tsx';

const member = { member_id: 1 };
const TYPES = {
  point: { register: { type_name: 'Registration' }, signin: { type_name: 'Sign-in' } },
  balance: { adjust: { type_name: 'Adjustment' }, order: { type_name: 'Purchase' } },
  balance_money: { adjust: { type_name: 'Adjustment' }, withdraw: { type_name: 'Withdrawal' } },
  growth: {},
};
const ROWS = [
  { id: 2, account_type: 'balance', account_data: '-20.00', from_type: 'order', type_name: 'Purchase', type_tag: '31', remark: 'order 31', create_time: 1741600000 },
  { id: 1, account_type: 'balance', account_data: '500.00', from_type: 'adjust', type_name: 'Adjustment', type_tag: '', remark: 'seed', create_time: 1741500000 },
];

function server(rows = ROWS) {
  return fakeFetch({
    '/api/memberaccount/monthData': ok(['2025-03', '2025-02']),
    '/api/memberaccount/fromType': { ...TYPES, ...ok(TYPES) },
    '/api/memberaccount/page': (req: RecordedRequest) => ok({ page_count: 1, count: rows.length, list: paramsOf(req).date === '2025-03' ? rows : [] }),
  });
}
const pages = (requests: RecordedRequest[]) => requests.filter((r) => r.path === '/api/memberaccount/page').map(paramsOf);

beforeEach(() => resetWorld());
afterEach(() => {
  vi.unstubAllGlobals();
  resetWorld();
});

describe('ledger helpers', () => {
  it('merge the type maps, sign amounts, find orders', () => {
    expect(typeOptions(TYPES, ['balance', 'balance_money']).map((o) => o.value)).toEqual(['adjust', 'order', 'withdraw']);
    expect(typeOptions(TYPES, ['point']).map((o) => o.label)).toEqual(['Registration', 'Sign-in']);
    expect(signedAmount('500', 'balance')).toBe('+500.00');
    expect(signedAmount('-20.5', 'balance')).toBe('-20.50');
    expect(signedAmount(5, 'point')).toBe('+5');
    expect(signedAmount('-100', 'point')).toBe('-100');
    expect(orderOf(ROWS[0]!)).toBe(31);
    expect(orderOf(ROWS[1]!)).toBe(0);
    expect(orderOf({ from_type: 'refund', type_tag: '0' })).toBe(0);
  });
});

describe.each(LANGS)('ledger-list (%s)', (lang) => {
  beforeEach(() => setLanguage(lang));

  it('balance details: the newest month first, both balance types, filters by month and type, opens orders', async () => {
    const { requests } = server();
    const nav = recordNavigation();
    await showPage('pages_tool/member/balance_detail', { member });
    expect(pages(requests)).toEqual([expect.objectContaining({ account_type: 'balance,balance_money', date: '2025-03', page: '1', page_size: '20' })]);
    expect(screen.getAllByTestId('ledger-row')).toHaveLength(2);
    expect(screen.getByText('+500.00')).toBeDefined();
    expect(screen.getByText('-20.00')).toBeDefined();
    const [month, type] = screen.getAllByRole('combobox') as HTMLSelectElement[];
    expect(month!.value).toBe('2025-03');
    expect([...type!.options].map((o) => o.value)).toEqual(['', 'adjust', 'order', 'withdraw']);

    await act(async () => {
      fireEvent.change(type!, { target: { value: 'order' } });
    });
    expect(pages(requests).at(-1)).toMatchObject({ date: '2025-03', from_type: 'order', page: '1' });

    await act(async () => {
      fireEvent.change(month!, { target: { value: '2025-02' } });
    });
    expect(pages(requests).at(-1)).toMatchObject({ date: '2025-02', from_type: 'order' });
    expect(screen.getByText(lang === 'zh-cn' ? '暂无余额明细' : 'No balance details')).toBeDefined();

    await act(async () => {
      fireEvent.change(month!, { target: { value: '2025-03' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByText('order 31'));
    });
    expect(nav).toEqual([{ how: 'navigate', url: '/pages/order/detail?order_id=31' }]);
  });

  it('points details: the point ledger with whole numbers and its own types', async () => {
    const { requests } = server([{ id: 5, account_type: 'point', account_data: 1000, from_type: 'register', type_name: 'Registration', type_tag: '', remark: '', create_time: 1741600000 } as never]);
    await showPage('pages_tool/member/point_detail', { member });
    expect(pages(requests)[0]).toMatchObject({ account_type: 'point', date: '2025-03' });
    expect(screen.getByText('+1000')).toBeDefined();
    const type = screen.getAllByRole('combobox')[1] as HTMLSelectElement;
    expect([...type.options].map((o) => o.value)).toEqual(['', 'register', 'signin']);
  });
});

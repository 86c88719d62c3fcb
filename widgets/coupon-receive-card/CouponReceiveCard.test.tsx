import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { configureActions, fail, fakeFetch, ok, resetActionEnv } from '../../src/sdk/testing/index.ts';
import CouponReceiveCard, { defaults, MISSING_DELAY_MS, receiveState } from './CouponReceiveCard.tsx';
import { english, pageFile, showPage } from '../../src/sdk/testing/catalogue.tsx';

const node = { id: 'cr', type: 'coupon-receive-card' };
const info = { coupon_type_id: 3, coupon_name: '¥5 no threshold', type: 'reward', money: '5.00', at_least: '0.00', count: 300, lead_count: 40, max_fetch: 1, validity_type: 1, fixed_term: 15, status: 1, use_channel: 'all' };

beforeAll(() => english('coupon'));
afterEach(() => {
  resetActionEnv();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('coupon-receive-card', () => {
  it('knows why a coupon cannot be claimed', () => {
    expect(receiveState(info)).toBe('claim');
    expect(receiveState({ ...info, lead_count: 300 })).toBe('allClaimed');
    expect(receiveState({ ...info, count: -1, lead_count: 900 })).toBe('claim');
    expect(receiveState({ ...info, status: 2 })).toBe('ended');
    expect(receiveState({ ...info, status: -1 })).toBe('closed');
    expect(receiveState({ ...info, member_coupon_num: 1 })).toBe('limit');
  });

  it('shows the coupon and a disabled button with the reason', () => {
    const { rerender } = render(<CouponReceiveCard props={{ ...defaults, info }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByText('¥5')).toBeDefined();
    expect(screen.getByRole('heading', { name: '¥5 no threshold' })).toBeDefined();
    expect(screen.getByText('No-threshold coupon')).toBeDefined();
    expect(screen.getByText('Valid for 15 days after claiming')).toBeDefined();
    expect((screen.getByRole('button', { name: 'Claim' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<CouponReceiveCard props={{ ...defaults, info: { ...info, member_coupon_num: 1 } }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect((screen.getByRole('button', { name: 'Claim limit reached!' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the share page claims the coupon of the query and shows the server message when refused', async () => {
    const { requests } = fakeFetch({
      '/coupon/api/coupon/typeinfo': ok({ ...info, coupon_type_id: 8 }),
      '/coupon/api/coupon/receive': fail(-1, 'this coupon cannot be claimed directly'),
    });
    const toast = vi.fn();
    configureActions({ toast });
    await showPage(await pageFile('pages_tool/goods/coupon_receive'), { query: { coupon_type_id: '8' }, member: { member_id: 1 } });
    const typeinfo = requests.find((r) => r.path === '/coupon/api/coupon/typeinfo')!;
    expect({ ...typeinfo.query, ...typeinfo.body }).toMatchObject({ coupon_type_id: '8' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    });
    expect(requests.find((r) => r.path === '/coupon/api/coupon/receive')!.body).toMatchObject({ coupon_type_id: '8', get_type: '2' });
    expect(toast).toHaveBeenCalledWith('this coupon cannot be claimed directly');
  });

  it('a coupon that does not exist goes back to the coupon centre after a moment', async () => {
    fakeFetch({ '/coupon/api/coupon/typeinfo': fail(-1, 'the coupon does not exist') });
    const nav = { navigate: vi.fn(), redirect: vi.fn(), relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() };
    configureActions({ navigator: nav, toast: vi.fn() });
    await showPage(await pageFile('pages_tool/goods/coupon_receive'), { query: { coupon_type_id: '99' } });
    expect(screen.getByText('The coupon does not exist')).toBeDefined();
    expect(nav.redirect).not.toHaveBeenCalled();
    await act(async () => {
      await new Promise((r) => setTimeout(r, MISSING_DELAY_MS + 50));
    });
    expect(nav.redirect).toHaveBeenCalledWith('/pages_tool/goods/coupon');
  });
});

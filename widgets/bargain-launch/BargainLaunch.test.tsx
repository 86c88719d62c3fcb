import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { canBuy, i18n, launchPhase, launchProgress } from '../../src/sdk/index.ts';
import BargainLaunch, { choosesSpec, defaults, launchBlocked } from './BargainLaunch.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['bargain']);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NOW = Date.UTC(2026, 10, 27, 2, 30, 0) / 1000;
const sku = (extra: Record<string, unknown> = {}) => ({ id: 4, bargain_id: 2, goods_name: 'Leather notebook', bargain_status: 1, bargain_stock: 5, stock: 9, current_time: NOW, ...extra });
const launch = (extra: Record<string, unknown> = {}) => ({ launch_id: 11, bargain_id: 2, sku_name: 'Leather notebook', price: '100.00', floor_price: '30.00', curr_price: '65.00', buy_type: 1, status: 0, end_time: NOW + 3600 + 61, current_time: NOW, order_id: 0, self: 1, nickname: 'Ann', ...extra });
const node = { id: 'l', type: 'bargain-launch' };
const mount = (props: Record<string, unknown>, emit = vi.fn(async () => {})) => {
  render(<BargainLaunch props={{ ...defaults, ...props }} node={node} emit={emit} renderSlot={() => null} />);
  return emit;
};

describe('bargain kit', () => {
  it('phases, buying and progress as the order decides', () => {
    expect(launchPhase(launch(), NOW)).toBe('running');
    expect(launchPhase(launch({ end_time: NOW - 1 }), NOW)).toBe('failed'); // time over, the sweep not yet run
    expect(launchPhase(launch({ end_time: NOW - 1, curr_price: '30.00' }), NOW)).toBe('success');
    expect(launchPhase(launch({ order_id: 8 }), NOW)).toBe('ordered');
    expect(canBuy(launch(), NOW)).toBe(false); // floor only
    expect(canBuy(launch({ buy_type: 0 }), NOW)).toBe(true);
    expect(canBuy(launch({ status: 1, curr_price: '30.00' }), NOW)).toBe(true);
    expect(canBuy(launch({ status: 2, buy_type: 0 }), NOW)).toBe(false);
    expect(launchProgress(launch())).toEqual({ cut: 3500, left: 3500, percent: 50 });
    expect(launchBlocked(sku({ bargain_status: 2 }))).toBe('notOpen');
    expect(launchBlocked(sku({ bargain_stock: 0 }))).toBe('soldOut');
  });
});

describe('bargain-launch', () => {
  it('no launch: start bargaining emits launch with the bargain goods id', () => {
    const emit = mount({ sku: sku(), launch: null });
    fireEvent.click(screen.getByRole('button', { name: 'Start bargaining' }));
    expect(emit).toHaveBeenCalledWith('launch', { id: 4, bargain_id: 2 });
  });

  it('own launch running: progress, countdown from the times, invite with the share link, buying waits for the floor', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW * 1000);
    const emit = mount({ sku: sku(), launch: launch(), records: [{ id: 1, nickname: 'Bob', money: '35.00' }] });
    await act(async () => {});
    expect(screen.getByTestId('bargain-current-price').textContent).toBe('¥65.00');
    expect(screen.getByTestId('bargain-cut').textContent).toBe('¥35.00 off, ¥35.00 to go');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Ends in 01:01:01');
    expect(screen.getByText('cut ¥35.00')).toBeDefined();
    expect((screen.getByTestId('bargain-buy') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('bargain-buy').textContent).toBe('Buy at the lowest price');
    fireEvent.click(screen.getByRole('button', { name: 'Ask friends to help' }));
    expect(emit).not.toHaveBeenCalledWith('share', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Share the link' }));
    expect(emit).toHaveBeenCalledWith('share', { title: 'Help me cut the price: Leather notebook', link: '/pages_promotion/bargain/detail?b_id=2&l_id=11' });
  });

  it('several specs: start bargaining asks for the spec first (pick), one spec launches at once', () => {
    const spec = (values: Array<Record<string, unknown>>) => JSON.stringify([{ spec_id: 1, spec_name: 'Size', value: values }]);
    const emit = mount({ sku: sku({ goods_spec_format: spec([{ spec_value_id: 1, spec_value_name: '20"', sku_id: 7, selected: true }, { spec_value_id: 2, spec_value_name: '24"', sku_id: 8 }]) }), launch: null });
    fireEvent.click(screen.getByRole('button', { name: 'Start bargaining' }));
    expect(emit).toHaveBeenCalledWith('pick', { id: 4, bargain_id: 2 });
    cleanup();
    // a second value the activity does not sell (disabled) leaves nothing to choose
    const one = mount({ sku: sku({ goods_spec_format: spec([{ spec_value_id: 1, spec_value_name: '20"', sku_id: 7, selected: true }, { spec_value_id: 2, spec_value_name: '24"', disabled: true }]) }), launch: null });
    fireEvent.click(screen.getByRole('button', { name: 'Start bargaining' }));
    expect(one).toHaveBeenCalledWith('launch', { id: 4, bargain_id: 2 });
    expect(choosesSpec({ goods_spec_format: 'not json' })).toBe(false);
  });

  it('the invite poster: asked through the page (poster event), shown from the poster prop, in both languages', async () => {
    let done!: () => void;
    const emit = vi.fn((name: string) => (name === 'poster' ? new Promise<void>((r) => (done = r)) : Promise.resolve()));
    mount({ sku: sku(), launch: launch() }, emit as unknown as ReturnType<typeof vi.fn<() => Promise<void>>>);
    fireEvent.click(screen.getByRole('button', { name: 'Ask friends to help' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make a share poster' }));
    expect(emit).toHaveBeenCalledWith('poster', { bargain_id: 2, launch_id: 11 });
    expect(screen.getByTestId('bargain-make-poster').textContent).toBe('Making the poster...');
    await act(async () => done());
    cleanup();
    await i18n.changeLanguage('zh-cn');
    mount({ sku: sku(), launch: launch(), poster: 'upload/poster/goods/1_abc.jpg' });
    fireEvent.click(screen.getByRole('button', { name: '邀请好友帮砍' }));
    expect(screen.getByRole('button', { name: '生成分享海报' })).toBeDefined();
    expect(screen.getByRole('button', { name: '分享给好友' })).toBeDefined();
    await i18n.changeLanguage('en-us');
  });

  it('own launch at the floor: buy at the floor price; ordered: view the order (zh-cn)', async () => {
    await i18n.changeLanguage('zh-cn');
    const emit = mount({ sku: sku(), launch: launch({ status: 1, curr_price: '30.00' }) });
    expect(screen.getByTestId('bargain-state').textContent).toContain('砍价成功！');
    fireEvent.click(screen.getByRole('button', { name: '立即购买 ¥30.00' }));
    expect(emit).toHaveBeenCalledWith('buy', { launch_id: 11, bargain_id: 2 });
    cleanup();
    const emit2 = mount({ sku: sku(), launch: launch({ status: 1, curr_price: '30.00', order_id: 8 }) });
    fireEvent.click(screen.getByRole('button', { name: '查看订单' }));
    expect(emit2).toHaveBeenCalledWith('order', { order_id: 8 });
    await i18n.changeLanguage('en-us');
  });

  it("a friend's launch: help cut once, start my own", () => {
    const emit = mount({ sku: sku(), launch: launch({ self: 0, cut: 0 }) });
    expect(screen.getByText('Ann is bargaining: help cut the price')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Help cut' }));
    expect(emit).toHaveBeenCalledWith('help', { launch_id: 11 });
    fireEvent.click(screen.getByRole('button', { name: 'Start my own' }));
    expect(emit).toHaveBeenCalledWith('own', { bargain_id: 2 });
    cleanup();
    mount({ sku: sku(), launch: launch({ self: 0, cut: 1 }) });
    expect((screen.getByRole('button', { name: 'You already helped' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a launch ended above the floor says so and offers nothing to buy', () => {
    mount({ sku: sku(), launch: launch({ status: 2, buy_type: 0 }) });
    expect(screen.getByTestId('bargain-state').textContent).toContain('This bargain has ended');
    expect(screen.queryByTestId('bargain-buy')).toBeNull();
  });
});

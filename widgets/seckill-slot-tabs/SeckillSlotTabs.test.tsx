import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n, nextSlotStart, slotTarget } from '../../src/sdk/index.ts';
import SeckillSlotTabs, { defaults, slotState } from './SeckillSlotTabs.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['seckill']);
});
afterEach(() => vi.useRealTimers());

const H = 3600;
/** 2026-11-27 10:30:00 China time (02:30 UTC) */
const NOW = Date.UTC(2026, 10, 27, 2, 30, 0) / 1000;
const slots = [
  { id: 2, seckill_start_time: 10 * H, seckill_end_time: 12 * H, type: 'today' },
  { id: 3, seckill_start_time: 14 * H, seckill_end_time: 16 * H, type: 'today' },
  { id: 1, seckill_start_time: 8 * H, seckill_end_time: 9 * H, type: 'tomorrow' },
];
const node = { id: 's', type: 'seckill-slot-tabs' };

describe('seckill-slot-tabs', () => {
  it('labels the slots on China time, counts down to the running one’s end and emits select', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW * 1000);
    const emit = vi.fn(async () => {});
    render(<SeckillSlotTabs props={{ ...defaults, slots, serverTime: NOW }} node={node} emit={emit} renderSlot={() => null} />);
    await act(async () => {});
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['10:00On now', '14:00Coming up', '08:00Tomorrow']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Ends in 01:30:00');
    fireEvent.click(tabs[2]!);
    expect(emit).toHaveBeenCalledWith('select', { id: 1, type: 'tomorrow' });
  });

  it('the chosen upcoming slot counts down to its start (tomorrow’s a day later)', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW * 1000);
    render(<SeckillSlotTabs props={{ ...defaults, slots, serverTime: NOW, current: 1 }} node={node} emit={async () => {}} renderSlot={() => null} />);
    await act(async () => {});
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Starts in 21:30:00');
  });

  it('no slots: the empty state once loaded (zh-cn)', async () => {
    await i18n.changeLanguage('zh-cn');
    render(<SeckillSlotTabs props={{ ...defaults, slots: [] }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByText('暂无秒杀活动')).toBeDefined();
    await i18n.changeLanguage('en-us');
  });

  it('clock helpers: states, targets and the next start whatever the shopper’s zone', () => {
    expect(slots.map((s) => slotState(s, NOW))).toEqual(['running', 'upcoming', 'tomorrow']);
    expect(slotTarget(slots[0]!, NOW) - NOW).toBe(1.5 * H);
    expect(slotTarget(slots[1]!, NOW) - NOW).toBe(3.5 * H);
    expect(nextSlotStart(slots, NOW) - NOW).toBe(3.5 * H);
    expect(nextSlotStart([slots[0]!], NOW + 2 * H) - NOW).toBe(23.5 * H);
    expect(nextSlotStart([], NOW)).toBe(0);
  });
});

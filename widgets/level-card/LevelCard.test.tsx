import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import { LANGS, paramsOf, recordNavigation, resetWorld, setLanguage, showPage } from '../../src/sdk/testing/member.tsx';
import LevelCard, { defaults } from './LevelCard.tsx';
import { ladder, needGrowth, progress } from '../../src/sdk/index.ts';
import { LEVELS } from '../../src/sdk/testing/levels.fixture.ts';

const silver = { member_id: 1, nickname: 'demo', member_level: 2, member_level_name: '白银会员', growth: 150 };

beforeEach(() => resetWorld());
afterEach(() => {
  vi.unstubAllGlobals();
  resetWorld();
});

describe('level ladder', () => {
  it('orders by growth and measures the way up', () => {
    expect(ladder(LEVELS).map((l) => l.level_id)).toEqual([1, 2, 3, 4]);
    expect(needGrowth(LEVELS[0]!, 150)).toBe(350);
    expect(needGrowth(LEVELS[1]!, 150)).toBe(0);
    expect(progress(LEVELS[0]!, 150)).toBe(30);
    expect(progress(LEVELS[1]!, 150)).toBe(100);
    expect(progress(undefined, 150)).toBe(100);
  });
});

const TEXT = {
  'zh-cn': { current: '当前等级：白银会员', toNext: '再获得350成长值成为下一等级', badge: '当前等级', discount: '9.8折', none: '无折扣', rules: '成长规则', gift: '赠送2张优惠券', highest: '您现在已经是最高等级' },
  'en-us': { current: 'Current level: 白银会员', toNext: 'Earn 350 more growth to reach the next level', badge: 'Current level', discount: '2% off', none: 'None', rules: 'Growth rules', gift: '2 coupon(s)', highest: 'You are already at the highest level' },
} as const;

describe.each(LANGS)('level-card (%s)', (lang) => {
  const tx = TEXT[lang];
  beforeEach(() => setLanguage(lang));

  it('the level page: current level, progress to the next, benefits and the level list with discounts', async () => {
    const { requests } = fakeFetch({ '/api/memberlevel/lists': ok(LEVELS), '/api/member/info': ok(silver) });
    const nav = recordNavigation();
    await showPage('pages_tool/member/level', { member: { member_id: 1 } });
    expect(requests.map((r) => r.path).sort()).toEqual(['/api/member/info', '/api/memberlevel/lists']);
    expect(paramsOf(requests[0]!).lang).toBe(lang);
    expect(screen.getByTestId('lv-current').textContent).toBe(tx.current);
    const own = screen.getByRole('article', { name: '白银会员' });
    expect(within(own).getByText(tx.badge)).toBeDefined();
    expect(within(own).getByText(tx.toNext)).toBeDefined();
    expect(within(own).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
    // the benefits of the member's level: its discount and coupon gifts
    expect(screen.getByText(tx.gift)).toBeDefined();
    const rows = screen.getAllByTestId('lv-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      `普通会员0${tx.none}`,
      `白银会员100${tx.discount}`,
      `黄金会员500${lang === 'zh-cn' ? '9.5折' : '5% off'}`,
      `钻石会员2000${lang === 'zh-cn' ? '9折' : '10% off'}`,
    ]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: tx.rules }));
    });
    expect(nav).toEqual([{ how: 'navigate', url: '/pages_tool/member/level_growth_rules' }]);
  });

  it('the top level says so; picking another level shows its benefits', () => {
    render(<LevelCard props={{ ...defaults, levels: LEVELS, member: { ...silver, member_level: 4, growth: 2500 } }} node={{ id: 'l', type: 'level-card' }} emit={async () => {}} renderSlot={() => null} />);
    expect(within(screen.getByRole('article', { name: '钻石会员' })).getByText(tx.highest)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: '白银会员' }));
    expect(screen.getByRole('button', { name: '白银会员' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(tx.gift)).toBeDefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { configureActions, loadNamespaces, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { type ActionNavigator, i18n, useLanguageStore } from '../../src/sdk/index.ts';
import ConsumeReward, { defaults, rewardTiles } from './ConsumeReward.tsx';

async function lang(l: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: l });
  await i18n.changeLanguage(l);
  await loadNamespaces(['pay']);
}
const noop = async () => {};
const mount = (reward: unknown) => render(<ConsumeReward props={{ ...defaults, reward: reward as never }} node={{ id: 'consume', type: 'consume-reward' }} emit={noop} renderSlot={() => null} />);
const given = { is_reward: 1, point_num: 12, growth_num: 25, coupon_list: [{ coupon_type_id: 3, coupon_content: '满100减10：10.00元' }] };

afterEach(() => resetActionEnv());

describe('consume-reward', () => {
  it('shows nothing without a reward, before it is granted or after it was taken back', () => {
    expect(mount(null).container.innerHTML).toBe('');
    expect(mount({ is_reward: 0, point_num: 0, growth_num: 0, coupon_list: [] }).container.innerHTML).toBe('');
    expect(rewardTiles({ is_reward: 1, point_num: 0, growth_num: 0, coupon_list: [] })).toEqual([]);
  });

  it('shows a tile per kind given, each leading to where it shows (zh-cn)', async () => {
    await lang('zh-cn');
    const navigate = vi.fn();
    const navigator: ActionNavigator = { navigate, redirect: vi.fn(), relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() };
    configureActions({ navigator, toast: vi.fn() });
    mount(given);
    expect(screen.getByRole('heading').textContent).toBe('恭喜获得以下奖励');
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['积分12查看', '成长值25查看', '优惠券1查看']);
    fireEvent.click(screen.getByRole('button', { name: '查看积分' }));
    fireEvent.click(screen.getByRole('button', { name: '查看成长值' }));
    fireEvent.click(screen.getByRole('button', { name: '查看优惠券' }));
    expect(navigate.mock.calls.map((c) => c[0])).toEqual(['/pages_tool/member/point_detail', '/pages_tool/member/level', '/pages_tool/member/coupon']);
  });

  it('in English, only the kinds given', async () => {
    await lang('en-us');
    mount({ is_reward: 1, point_num: 5, growth_num: 0, coupon_list: [] });
    expect(screen.getByRole('heading').textContent).toBe('Rewards for this order');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Points5View']);
  });
});

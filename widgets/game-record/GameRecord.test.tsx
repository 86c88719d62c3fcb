import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n, useLanguageStore } from '../../src/sdk/index.ts';
import GameRecord, { defaults } from './GameRecord.tsx';

async function lang(l: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: l });
  await i18n.changeLanguage(l);
  await loadNamespaces(['game']);
}
const rows = [
  { record_id: 2, game_type: 'turntable', points: 10, is_winning: 1, award_name: '20 points', award_type: 1, point: 20, balance: '0.00', remark: '', create_time: 1700000000 },
  { record_id: 1, game_type: 'egg', points: 20, is_winning: 0, award_name: '', award_type: 0, point: 0, balance: '0.00', remark: 'This egg was empty', create_time: 1699990000 },
];
const mount = (items: Array<Record<string, unknown>>) => render(<GameRecord props={{ ...defaults, items }} node={{ id: 'r', type: 'game-record' }} emit={async () => {}} renderSlot={() => null} />);

describe('game-record', () => {
  it('lists prizes and consolations with their game, cost and time (en-us)', async () => {
    await lang('en-us');
    mount(rows);
    const [won, lost] = screen.getAllByTestId('game-record-row');
    expect(won!.textContent).toContain('Won20 points');
    expect(won!.textContent).toContain('Lucky wheel');
    expect(won!.textContent).toContain('20 points added to your account');
    expect(won!.textContent).toContain('10 points spent');
    expect(lost!.textContent).toContain('No prizeThis egg was empty');
    expect(lost!.textContent).toContain('Golden eggs');
  });

  it('in Chinese; the empty state', async () => {
    await lang('zh-cn');
    const a = mount(rows);
    expect(screen.getAllByTestId('game-record-row')[1]!.textContent).toContain('未中奖');
    a.unmount();
    mount([]);
    expect(screen.getByText('暂无记录')).toBeDefined();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import { LANGS, resetWorld, setLanguage, showPage } from '../../src/sdk/testing/member.tsx';
import { LEVELS } from '../../src/sdk/testing/levels.fixture.ts';

beforeEach(() => resetWorld());
afterEach(() => {
  vi.unstubAllGlobals();
  resetWorld();
});

describe.each(LANGS)('growth-rules (%s)', (lang) => {
  beforeEach(() => setLanguage(lang));
  it('shows the level / growth table and the static rules (no login needed)', async () => {
    const { requests } = fakeFetch({ '/api/memberlevel/lists': ok(LEVELS) });
    await showPage('pages_tool/member/level_growth_rules');
    expect(requests.map((r) => r.path)).toEqual(['/api/memberlevel/lists']);
    const rows = screen.getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['普通会员0', '白银会员100', '黄金会员500', '钻石会员2000']);
    expect(screen.getByText(lang === 'zh-cn' ? '什么是成长值' : 'What is growth')).toBeDefined();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText(lang === 'zh-cn' ? '每日签到可获得成长值' : 'Sign in every day')).toBeDefined();
  });
});

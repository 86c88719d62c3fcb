import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { loadNamespaces, renderWidget } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import DiyFollowOfficialAccount, { defaults } from './DiyFollowOfficialAccount.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['diy']);
});
afterEach(() => vi.unstubAllGlobals());

const wechatUa = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40 NetType/WIFI';

describe('diy-follow-official-account', () => {
  it('renders nothing outside the WeChat browser (defaults)', () => {
    expect(renderWidget(DiyFollowOfficialAccount, defaults).container.innerHTML).toBe('');
  });

  it('inside WeChat shows the welcome message and closes', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: wechatUa });
    const { container } = renderWidget(DiyFollowOfficialAccount, defaults);
    expect(screen.getByText('欢迎光顾我的小店，随时为您服务~')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(container.innerHTML).toBe('');
  });

  it('renders nothing inside WeChat when switched off', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: wechatUa });
    expect(renderWidget(DiyFollowOfficialAccount, defaults, { isShow: false }).container.innerHTML).toBe('');
  });
});

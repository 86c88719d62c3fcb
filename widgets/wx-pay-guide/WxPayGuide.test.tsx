import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n, useLanguageStore } from '../../src/sdk/index.ts';
import WxPayGuide, { defaults, type WxPayGuideProps } from './WxPayGuide.tsx';

async function lang(lng: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: lng });
  await i18n.changeLanguage(lng);
  await loadNamespaces(['pay']);
}
function mount(props: Partial<WxPayGuideProps>, emit = vi.fn(async () => {})) {
  render(<WxPayGuide props={{ ...defaults, ...props }} node={{ id: 'g', type: 'wx-pay-guide' }} emit={emit} renderSlot={() => null} />);
  return emit;
}

describe('wx-pay-guide', () => {
  it('the steps, the pay link to copy, open in browser outside WeChat, I have paid (en-us)', async () => {
    await lang('en-us');
    const emit = mount({ code: 'PAY123' });
    expect(screen.getByText('Tap ··· at the top right')).toBeDefined();
    const link = `${window.location.origin}/h5/pages_tool/pay/index?code=PAY123`;
    expect(screen.getByTestId('wx-pay-link').textContent).toBe(link);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(emit).toHaveBeenCalledWith('copy', { text: link });
    expect(screen.getByRole('link', { name: 'Open in browser' }).getAttribute('href')).toBe('/h5/pages_tool/pay/index?code=PAY123');
    fireEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(emit).toHaveBeenCalledWith('paid', { code: 'PAY123' });
  });

  it('a missing or odd code shows no link (zh-cn)', async () => {
    await lang('zh-cn');
    mount({ code: '"><script>' });
    expect(screen.getByText('未获取到支付信息')).toBeDefined();
    expect(screen.queryByRole('button', { name: '复制链接' })).toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultAddonFlags, useSiteStore } from '../../src/sdk/index.ts';
import DiyPaymentQrcode, { defaults } from './DiyPaymentQrcode.tsx';
import { renderWidget, useLanguage } from '../../src/sdk/testing/goods.tsx';

afterEach(() => useSiteStore.setState({ addonIsExist: defaultAddonFlags() }));

describe('diy-payment-qrcode', () => {
  it('without the store addon: nothing', async () => {
    await useLanguage('zh-cn');
    const { container } = renderWidget(DiyPaymentQrcode, defaults);
    expect(container.textContent).toBe('');
  });

  it.each([
    ['zh-cn', '付款码', '扫码付', '我知道了'],
    ['en-us', 'Pay code', 'Scan to pay', 'Got it'],
  ] as const)('%s: the payment code links to its page; scan to pay explains in a popup', async (lang, code, scan, ok) => {
    await useLanguage(lang);
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), store: 1 } });
    renderWidget(DiyPaymentQrcode, defaults);
    expect(screen.getByText(code).closest('a')!.getAttribute('href')).toBe('/h5/pages_tool/store/payment_qrcode');
    fireEvent.click(screen.getByRole('button', { name: scan }));
    expect(screen.getByRole('dialog').textContent).toContain(lang === 'zh-cn' ? '微信扫一扫' : 'scanner');
    fireEvent.click(screen.getByRole('button', { name: ok }));
    await waitFor(() => expect(screen.queryByRole('button', { name: ok })).toBeNull());
  });
});

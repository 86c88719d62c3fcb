import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultAddonFlags, useSiteStore } from '../../src/sdk/index.ts';
import DiyPaymentQrcode, { defaults, PAYMENT_QRCODE_STYLES } from './DiyPaymentQrcode.tsx';
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

  it("styles 1–4 draw NiuShop's one card (its shop component reads no style); the box ignores componentBgColor and componentAngle as NiuShop's editor drops them", async () => {
    await useLanguage('zh-cn');
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), store: 1 } });
    const html = PAYMENT_QRCODE_STYLES.map((style) => {
      const r = renderWidget(DiyPaymentQrcode, defaults, { style, componentBgColor: '#000000', componentAngle: 'round', topAroundRadius: 20, bottomAroundRadius: 20 });
      const out = r.container.innerHTML;
      r.unmount();
      return out;
    });
    expect(new Set(html).size).toBe(1);
    const { container } = renderWidget(DiyPaymentQrcode, defaults, { style: 3, componentBgColor: '#000000' });
    const box = container.querySelector('.diy-box') as HTMLElement;
    expect(box.style.backgroundColor).toBe('');
    expect(box.style.borderTopLeftRadius).toBe('');
    // the card: help line, two buttons with their icons, the band with the pay icon
    expect(container.querySelector('.diy-payment-qrcode-card')!.textContent).toContain('门店消费时使用');
    expect(container.querySelectorAll('.diy-payment-qrcode-icon')).toHaveLength(3);
    expect(container.querySelector('.diy-payment-qrcode-band')!.textContent).toBe('门店支付');
  });
});

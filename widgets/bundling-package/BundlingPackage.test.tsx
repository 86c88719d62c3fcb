import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import BundlingPackage, { blockedReason, defaults, packagesInStock } from './BundlingPackage.tsx';

const bundle = (extra: Record<string, unknown> = {}) => ({
  bl_id: 1,
  bl_name: 'Afternoon tea',
  bl_price: '99.00',
  goods_money: '127.00',
  shipping_fee_type: 1,
  status: 1,
  bundling_goods: [
    { sku_id: 61, goods_name: 'Butter cookies', sku_name: 'Butter cookies', sku_image: '', price: '58.00', stock: 3 },
    { sku_id: 72, goods_name: 'Coffee', sku_name: 'Coffee 24 pcs', sku_image: '', price: '69.00', stock: 10 },
  ],
  ...extra,
});
const node = { id: 'b', type: 'bundling-package' };

describe('bundling-package', () => {
  beforeAll(() => loadNamespaces(['promotion']));

  it('the package price over its goods’ total, the saving, its goods; buys the whole package × the packages chosen (en-us)', async () => {
    await i18n.changeLanguage('en-us');
    const emit = vi.fn(async () => {});
    render(<BundlingPackage props={{ ...defaults, bundle: bundle(), loaded: true }} node={node} emit={emit} renderSlot={() => null} />);
    expect(screen.getByTestId('bundling-price').textContent).toBe('¥99.00');
    expect(screen.getByTestId('bundling-original').textContent).toBe('¥127.00');
    expect(screen.getByTestId('bundling-save').textContent).toBe('Save ¥28.00');
    expect(screen.getAllByTestId('bundling-goods')).toHaveLength(2);
    expect(screen.getByText('Free delivery')).toBeDefined();
    expect(screen.getByText('24 pcs')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(screen.getByRole('button', { name: 'More' })); // stops at the lowest stock (3)
    expect(screen.getAllByText('×3')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /Buy now/ }));
    expect(emit).toHaveBeenCalledWith('buy', { bl_id: 1, num: 3 });
    expect(screen.getByText('¥297.00')).toBeDefined();
  });

  it('an off package or a goods out of stock cannot be bought; the empty state (zh-cn)', async () => {
    await i18n.changeLanguage('zh-cn');
    expect([blockedReason(bundle({ status: 0 })), blockedReason(bundle({ bundling_goods: [{ stock: 0 }] })), blockedReason(bundle()), packagesInStock(bundle())]).toEqual(['bundling.closed', 'common.stockShort', null, 3]);
    const a = render(<BundlingPackage props={{ ...defaults, bundle: bundle({ status: 0 }), loaded: true }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect((screen.getByRole('button', { name: '套餐已下架' }) as HTMLButtonElement).disabled).toBe(true);
    a.unmount();
    render(<BundlingPackage props={{ ...defaults, bundle: null, loaded: true }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByText('套餐不存在或已下架')).toBeDefined();
  });
});

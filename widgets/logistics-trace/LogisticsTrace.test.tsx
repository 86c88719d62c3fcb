import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWidget, useLanguage } from '../../src/sdk/testing/orders.tsx';
import LogisticsTrace, { defaults } from './LogisticsTrace.tsx';

beforeAll(() => useLanguage('en-us'));

const pkg = (name: string, steps: Array<[number, string]>) => ({
  package_name: name,
  express_company_name: 'Dev Express',
  delivery_no: `NO-${name}`,
  goods_list: [{ sku_image: 'upload/a.jpg', num: 2 }],
  trace: { status_name: 'Shipped', list: steps.map(([time, remark]) => ({ time, datetime: `t${time}`, remark })) },
});

describe('logistics-trace', () => {
  it('shows carrier, tracking number and the trace newest first, per package', () => {
    const { emit, container } = renderWidget(LogisticsTrace, defaults, {
      packages: [pkg('Parcel 1', [[1, 'Order submitted'], [3, 'Shipped, with the courier'], [2, 'Paid']]), pkg('Parcel 2', [[5, 'Second parcel']])],
    });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Parcel 1', 'Parcel 2']);
    expect(screen.getByText('Dev Express')).toBeDefined();
    expect([...container.querySelectorAll('.lt-remark')].map((e) => e.textContent)).toEqual(['Shipped, with the courier', 'Paid', 'Order submitted']);
    expect(container.querySelector('.lt-step--latest .lt-remark')?.textContent).toBe('Shipped, with the courier');
    expect(screen.getByText('2 item(s) in this parcel')).toBeDefined();
    fireEvent.click(screen.getByText('Copy'));
    expect(emit).toHaveBeenCalledWith('copy', { text: 'NO-Parcel 1' });
    fireEvent.click(screen.getByText('Parcel 2'));
    expect(screen.getByText('Second parcel')).toBeDefined();
  });

  it('says so when there is no package or no trace yet', () => {
    const a = renderWidget(LogisticsTrace, defaults, { packages: [] });
    expect(screen.getByText('No logistics information')).toBeDefined();
    a.unmount();
    renderWidget(LogisticsTrace, defaults, { packages: [pkg('Parcel 1', [])] });
    expect(screen.getByText('No tracking information yet')).toBeDefined();
  });
});

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, feedbackStore, ok } from '../../src/sdk/testing/index.ts';
import { goods, renderWidget, useLanguage } from '../../src/sdk/testing/orders.tsx';
import RefundForm, { defaults } from './RefundForm.tsx';

beforeAll(() => useLanguage('en-us'));
afterEach(() => feedbackStore.setState({ toast: null, modals: [] }));

const reasons = ['not shipped on time', 'ordered by mistake / too many / do not like it', 'other'];
const single = { order_goods_info: goods(), refund_money: '47.90', refund_type: [1, 2], refund_reason_type: reasons, refund_delivery_money: '8.00' };
const batch = { ...single, order_goods_info: [goods(), goods({ order_goods_id: 12 })], refund_money: '87.80' };
const toast = () => feedbackStore.getState().toast?.text;

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  });
}

describe('refund-form', () => {
  it('shows the chosen type and the amount the server computed; the reason is required', async () => {
    const { emit } = renderWidget(RefundForm, defaults, { data: single, refundType: '1' });
    expect(screen.getByTestId('refund-type').textContent).toBe('Refund only');
    expect(screen.getByTestId('refund-money').textContent).toBe('¥47.90');
    expect(screen.getByText(/including shipping ¥8.00/)).toBeDefined();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Please choose', ...reasons]);
    await submit();
    expect(toast()).toBe('Please choose a refund reason');
    expect(emit).not.toHaveBeenCalled();
  });

  it('submits the application with a proof image', async () => {
    fakeFetch({ '/api/upload/refundimg': ok({ pic_path: 'upload/refundimg/20261121/p.png' }) });
    const { emit, container } = renderWidget(RefundForm, defaults, { data: single, refundType: 1 });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'other' } });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '  changed my mind ' } });
    await act(async () => {
      fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [new File(['x'], 'p.png', { type: 'image/png' })] } });
    });
    await waitFor(() => expect(screen.getAllByTestId('uploaded-image')).toHaveLength(1));
    await submit();
    expect(emit).toHaveBeenCalledWith('submit', {
      order_goods_ids: '11',
      order_goods_id: 11,
      refund_type: 1,
      refund_reason: 'other',
      refund_remark: 'changed my mind',
      refund_images: 'upload/refundimg/20261121/p.png',
    });
  });

  it('batch: lets the shopper choose the type among those allowed, for all the items', async () => {
    const { emit } = renderWidget(RefundForm, defaults, { data: batch });
    expect(screen.getByText('2 item(s)')).toBeDefined();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'other' } });
    await submit();
    expect(toast()).toBe('Please choose a service type');
    fireEvent.click(screen.getByRole('radio', { name: 'Return and refund' }));
    await submit();
    expect(emit).toHaveBeenCalledWith('submit', expect.objectContaining({ order_goods_ids: '11,12', refund_type: 2 }));
  });

  it('a type the item does not allow is not taken from the query', () => {
    renderWidget(RefundForm, defaults, { data: { ...single, refund_type: [1] }, refundType: 2 });
    expect(screen.getByTestId('refund-type').textContent).toBe('Refund only');
  });
});

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fail, fakeFetch, feedbackStore, ok } from '../../src/sdk/testing/index.ts';
import { goods, renderWidget, useLanguage } from '../../src/sdk/testing/orders.tsx';
import EvaluateForm, { defaults, explainType } from './EvaluateForm.tsx';

beforeAll(() => useLanguage('en-us'));
afterEach(() => feedbackStore.setState({ toast: null, modals: [] }));

const info = (status = 0) => ({ evaluate_status: status, list: [goods({ order_goods_id: 11 }), goods({ order_goods_id: 12, sku_id: 170, sku_name: 'Tea', price: '10.00' })] });
const toast = () => feedbackStore.getState().toast?.text;

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  });
}

describe('evaluate-form', () => {
  it('needs a text for every item', async () => {
    const { emit } = renderWidget(EvaluateForm, defaults, { info: info(), orderId: 1 });
    expect(screen.getAllByTestId('evaluate-item')).toHaveLength(2);
    fireEvent.change(screen.getAllByRole('textbox')[0]!, { target: { value: 'Tasty' } });
    await submit();
    expect(toast()).toBe('Please write a review for every item');
    expect(emit).not.toHaveBeenCalled();
  });

  it('submits stars, texts, photos and the anonymous switch as goods_evaluate', async () => {
    const { requests } = fakeFetch({ '/api/upload/evaluateimg': ok({ pic_path: 'upload/evaluate_img/20261121/a.jpg' }) });
    const { emit, container } = renderWidget(EvaluateForm, defaults, { info: info(), orderId: 1 });
    const [first, second] = screen.getAllByRole('textbox');
    fireEvent.change(first!, { target: { value: ' Tasty ' } });
    fireEvent.change(second!, { target: { value: 'So-so' } });
    // 5 stars preset; the second item gets 3
    expect(screen.getAllByRole('radio', { checked: true }).map((r) => r.getAttribute('aria-label'))).toEqual(['5 star(s)', '5 star(s)']);
    fireEvent.click(screen.getAllByRole('radio', { name: '3 star(s)' })[1]!);
    expect(screen.getByText('Average')).toBeDefined();
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'a.jpg', { type: 'image/jpeg' })] } });
    });
    await waitFor(() => expect(screen.getAllByTestId('uploaded-image')).toHaveLength(1));
    expect(requests[0]!.path).toBe('/api/upload/evaluateimg');
    expect(requests[0]!.files.file).toBeDefined();
    fireEvent.click(screen.getByLabelText('Review anonymously'));
    await submit();
    expect(emit).toHaveBeenCalledWith('submit', {
      order_id: 1,
      order_no: '20261121163143470373',
      is_anonymous: 1,
      goods_evaluate: [
        expect.objectContaining({ order_goods_id: 11, sku_id: 162, content: 'Tasty', images: 'upload/evaluate_img/20261121/a.jpg', scores: 5, explain_type: 1, sku_price: '39.90' }),
        expect.objectContaining({ order_goods_id: 12, sku_id: 170, content: 'So-so', images: '', scores: 3, explain_type: 2 }),
      ],
    });
  });

  it('tells a failed upload and keeps no image', async () => {
    fakeFetch({ '/api/upload/evaluateimg': fail(-1, 'the image is too large') });
    const { container } = renderWidget(EvaluateForm, defaults, { info: info(), orderId: 1 });
    await act(async () => {
      fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [new File(['x'], 'a.jpg', { type: 'image/jpeg' })] } });
    });
    await waitFor(() => expect(toast()).toBe('the image is too large'));
    expect(screen.queryAllByTestId('uploaded-image')).toHaveLength(0);
  });

  it('follow-up: a text per item, no stars, again_content / again_images', async () => {
    const { emit } = renderWidget(EvaluateForm, defaults, { info: info(1), orderId: 1, mode: 'again' });
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByLabelText('Review anonymously')).toBeNull();
    await submit();
    expect(toast()).toBe('Please write your follow-up review');
    screen.getAllByRole('textbox').forEach((t) => fireEvent.change(t, { target: { value: 'Still good' } }));
    await submit();
    expect(emit).toHaveBeenCalledWith('submit', expect.objectContaining({ goods_evaluate: [
      { order_goods_id: 11, goods_id: 57, sku_id: 162, again_content: 'Still good', again_images: '' },
      { order_goods_id: 12, goods_id: 57, sku_id: 170, again_content: 'Still good', again_images: '' },
    ] }));
  });

  it('maps stars to NiuShop explain types', () => {
    expect([1, 2, 3, 4, 5].map(explainType)).toEqual([3, 3, 2, 1, 1]);
  });
});

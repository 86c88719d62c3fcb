import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../data/fakeFetch.ts';
import { buildPalette, WIDGET_SCHEMAS } from '../editor/palette.ts';
import { setStudioLang } from '../i18n.ts';
import { SchemaForm } from './SchemaForm.tsx';

const ok = (data: unknown) => ({ code: 0, message: 'ok', data, timestamp: 0 });
const GOODS = [
  { goods_id: 3, goods_name: 'Pillow', goods_image: 'upload/goods/p.png' },
  { goods_id: 5, goods_name: 'Pillow case', goods_image: '' },
  { goods_id: 9, goods_name: 'Tissue', goods_image: '' },
];
const TREE = [
  { category_id: 1, category_name: 'Home', level: 1, pid: 0, child_list: [{ category_id: 4, category_name: 'Bedding', level: 2, pid: 1 }] },
  { category_id: 2, category_name: 'Food', level: 1, pid: 0 },
];

function shop() {
  return fakeFetch({
    '/api/goodssku/page': (r) => {
      const arr = r.query.goods_id_arr?.split(',').map(Number);
      return ok({ count: 0, page_count: 1, list: GOODS.filter((g) => (arr ? arr.includes(g.goods_id) : g.goods_name.toLowerCase().includes((r.query.keyword ?? '').toLowerCase()))) });
    },
    '/api/goodscategory/tree': ok(TREE),
  });
}

describe('goods and category pickers (named in the schemas)', () => {
  const entry = buildPalette(WIDGET_SCHEMAS, null).find((e) => e.type === 'diy-goods-list')!;
  afterEach(() => {
    vi.unstubAllGlobals();
    setStudioLang('en-us');
  });

  it('are the fields of the goods list ids', () => {
    expect(entry.fields.find((f) => f.key === 'goodsId')?.kind).toBe('goods');
    expect(entry.fields.find((f) => f.key === 'categoryId')?.kind).toBe('category');
    const many = buildPalette(WIDGET_SCHEMAS, null).find((e) => e.type === 'diy-many-goods-list')!;
    const item = many.fields.find((f) => f.key === 'list')!.fields!;
    expect(item.find((f) => f.key === 'categoryId')?.kind).toBe('category');
    expect(item.find((f) => f.key === 'goodsId')?.kind).toBe('goods');
    expect(item.find((f) => f.key === 'sources')?.options).toEqual(['initial', 'category', 'diy']);
  });

  it('search goods by name through the goods list API, add, reorder and remove them', async () => {
    setStudioLang('en-us');
    const { requests } = shop();
    const onChange = vi.fn();
    render(<SchemaForm formKey="g1" fields={entry.fields} values={{ ...entry.defaults, goodsId: [9] }} onChange={onChange} />);
    const chosen = await screen.findByRole('list', { name: 'Picked goods' });
    await vi.waitFor(() => expect(chosen.textContent).toContain('Tissue'));
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Goods'), { target: { value: 'pillow' } });
    });
    const found = await screen.findByRole('list', { name: 'Goods found' });
    await vi.waitFor(() => expect(within(found).getAllByRole('listitem')).toHaveLength(2));
    expect(requests.some((r) => r.path === '/api/goodssku/page' && r.query.keyword === 'pillow')).toBe(true);
    await act(async () => {
      fireEvent.click(within(found).getByRole('button', { name: 'Add Pillow case' }));
    });
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ goodsId: [9, 5] })));
    expect(within(found).getByRole('button', { name: 'Add Pillow case' })).toHaveProperty('disabled', true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Move up Pillow case' }));
    });
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ goodsId: [5, 9] })));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove Tissue' }));
    });
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ goodsId: [5] })));
  });

  it('picks a category from the tree and writes its name beside it (in Chinese too)', async () => {
    setStudioLang('zh-cn');
    shop();
    const onChange = vi.fn();
    render(<SchemaForm formKey="c1" fields={entry.fields} values={entry.defaults} onChange={onChange} />);
    const select = screen.getByLabelText('商品分类') as HTMLSelectElement;
    await vi.waitFor(() => expect(select.options).toHaveLength(4));
    expect([...select.options].map((o) => o.textContent)).toEqual(['请选择分类', 'Home', '\u3000Bedding', 'Food']);
    await act(async () => {
      fireEvent.change(select, { target: { value: '4' } });
    });
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ categoryId: 4, categoryName: 'Bedding' })));
  });
});

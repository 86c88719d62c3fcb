import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { page, PageRenderer, runtimeWith } from '../../src/sdk/testing/index.ts';
import type { PageSchema } from '../../src/sdk/index.ts';
import Container, { defaults } from './Container.tsx';

const noop = async () => {};

async function show(schema: PageSchema, answer?: (...args: unknown[]) => { code: number; data: unknown }) {
  const runtime = runtimeWith(schema, { answer: answer as never });
  await runtime.start();
  return render(<PageRenderer runtime={runtime} globals={{ member: null, site: {}, cart: {} }} />);
}

describe('container widget', () => {
  it('renders its default slot once without items', async () => {
    await show(
      page({
        content: [
          {
            id: 'box',
            type: 'container',
            props: { direction: 'row', gap: 8 },
            slots: { default: [{ id: 'a', type: 'text', props: { text: 'A' } }, { id: 'b', type: 'text', props: { text: 'B' } }] },
          },
        ],
      }),
    );
    const box = document.querySelector('[data-node-id="box"]') as HTMLElement;
    expect(box.textContent).toBe('AB');
    expect(box.style.flexDirection).toBe('row');
  });

  it('is a repeater with items: the slot renders per item with item and index in scope', async () => {
    await show(
      page({
        data: { goods: { api: 'goods.page' } },
        content: [
          {
            id: 'grid',
            type: 'container',
            props: { columns: 2, items: '${data.goods.list}', itemKey: 'goods_id' },
            slots: {
              default: [
                {
                  id: 'card',
                  type: 'container',
                  slots: { default: [{ id: 'name', type: 'text', props: { text: '${index + 1}. ${item.goods_name}' } }] },
                },
              ],
            },
          },
        ],
      }),
      () => ({ code: 0, data: { list: [{ goods_id: 1, goods_name: 'Tea' }, { goods_id: 2, goods_name: 'Rice' }, { goods_id: 3, goods_name: 'Salt' }] } }),
    );
    expect(screen.getByText('1. Tea')).toBeDefined();
    expect(screen.getByText('2. Rice')).toBeDefined();
    expect(screen.getByText('3. Salt')).toBeDefined();
    const grid = document.querySelector('[data-node-id="grid"]') as HTMLElement;
    expect(grid.style.display).toBe('grid');
    expect(grid.children.length).toBe(3);
  });

  it('a repeater whose list is not loaded renders nothing (not the slot once)', async () => {
    await show(
      page({
        content: [{ id: 'rep', type: 'container', props: { items: '${data.missing.list}' }, slots: { default: [{ id: 'x', type: 'text', props: { text: 'row' } }] } }],
      }),
    );
    expect(screen.queryByText('row')).toBeNull();
  });

  it('shows the empty state for an empty list when asked', () => {
    render(
      <Container
        props={{ ...defaults, items: [], showEmpty: true, emptyText: 'nothing here' }}
        node={{ id: 'c', type: 'container' }}
        emit={noop}
        renderSlot={() => 'x'}
      />,
    );
    expect(screen.getByText('nothing here')).toBeDefined();
  });
});

describe('container over a paged source', () => {
  it('loads the next page when the end comes into view and ends with no more data', async () => {
    let fire: () => void = () => {};
    class FakeIO {
      constructor(cb: IntersectionObserverCallback) {
        fire = () => cb([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe() {}
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeIO);
    const total = 13;
    await show(
      page({
        data: { goods: { api: 'goods.skuPage', paged: true } },
        content: [
          {
            id: 'list',
            type: 'container',
            props: { items: '${data.goods.list}', pagedSource: 'goods', itemKey: 'id' },
            slots: { default: [{ id: 'row', type: 'text', props: { text: 'row ${item.id}' } }] },
          },
        ],
      }),
      (...args: unknown[]) => {
        const params = args[1] as { page: number; page_size: number };
        const from = (params.page - 1) * params.page_size;
        const n = Math.max(0, Math.min(params.page_size, total - from));
        return { code: 0, data: { list: Array.from({ length: n }, (_, i) => ({ id: from + i })) } };
      },
    );
    expect(screen.getAllByText(/^row /)).toHaveLength(10);
    await act(async () => {
      fire();
    });
    expect(await screen.findByText('row 12')).toBeDefined();
    expect(screen.getAllByText(/^row /)).toHaveLength(13);
    expect(screen.getByText(/No more data|没有更多数据了/)).toBeDefined();
    vi.unstubAllGlobals();
  });
});

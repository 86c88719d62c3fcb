import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import GoodsEvaluations, { defaults, maskName } from './GoodsEvaluations.tsx';
import { english, pageFile, showPage } from '../../src/sdk/testing/catalogue.tsx';

const node = { id: 'ev', type: 'goods-evaluations' };
const review = (i: number, extra: Record<string, unknown> = {}) => ({
  evaluate_id: i,
  member_name: `Member ${i}`,
  content: `Review ${i}`,
  scores: 5,
  explain_type: 1,
  is_anonymous: 0,
  images: '',
  create_time: 1717200000,
  ...extra,
});

beforeAll(() => english('goods'));
afterEach(() => vi.unstubAllGlobals());

describe('goods-evaluations', () => {
  it('masks anonymous names as NiuShop', () => {
    expect(maskName('小鹿爱购物')).toBe('小***物');
    expect(maskName('Bo')).toBe('Bo');
    expect(maskName('Anna')).toBe('A***a');
  });

  it('summary: the count, the latest three and view all', () => {
    const emit = vi.fn(async () => {});
    render(
      <GoodsEvaluations
        props={{ ...defaults, count: 6, items: [review(1), review(2, { is_anonymous: 1 }), review(3), review(4)] }}
        node={node}
        emit={emit}
        renderSlot={() => null}
      />,
    );
    expect(screen.getByText('Reviews (6)')).toBeDefined();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('M***2')).toBeDefined();
    expect(screen.queryByText('Review 4')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /View all/ }));
    expect(emit).toHaveBeenCalledWith('more');
  });

  it('summary without reviews says so', () => {
    render(<GoodsEvaluations props={defaults} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByText('No reviews yet')).toBeDefined();
  });

  it('the review page: tabs with counts, filter by good / neutral / bad, pictures, replies and follow-ups', async () => {
    const { requests } = fakeFetch({
      '/api/goodsevaluate/getGoodsEvaluate': ok({ total: 3, haoping: 2, zhongping: 1, chaping: 0 }),
      '/api/goodsevaluate/page': (req) => {
        const type = req.body.explain_type ?? req.query.explain_type;
        const list =
          type === '2'
            ? [review(9, { explain_type: 2, content: 'So-so' })]
            : [review(1, { images: 'upload/e/1.jpg,upload/e/2.jpg', explain_first: 'Thanks!', again_content: 'Still good' }), review(2)];
        return ok({ page_count: 1, count: list.length, list });
      },
    });
    await showPage(await pageFile('pages_tool/goods/evaluate'), { query: { goods_id: '1' } });
    expect(screen.getByRole('tab', { name: 'All (3)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Good (2)' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Bad (0)' })).toBeDefined();
    expect(screen.getByText('Merchant reply: Thanks!')).toBeDefined();
    expect(screen.getByText('Still good')).toBeDefined();
    const pics = screen.getAllByRole('button', { name: 'View picture' });
    expect(pics).toHaveLength(2);
    fireEvent.click(pics[0]!);
    expect(within(screen.getByRole('dialog')).getByAltText('View picture').getAttribute('src')).toBe('/upload/e/1_BIG.jpg');
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Neutral (1)' }));
    });
    expect(screen.getByText('So-so')).toBeDefined();
    const calls = requests.filter((r) => r.path === '/api/goodsevaluate/page').map((r) => ({ ...r.query, ...r.body }));
    expect(calls[0]).toMatchObject({ goods_id: '1', page: '1' });
    expect(calls[0]!.explain_type).toBeUndefined();
    expect(calls[1]).toMatchObject({ goods_id: '1', explain_type: '2', page: '1' });
  });
});

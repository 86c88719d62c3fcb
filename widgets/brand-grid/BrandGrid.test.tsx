import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { configureActions, fakeFetch, ok, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { english, pageFile, showPage } from '../../src/sdk/testing/catalogue.tsx';

beforeAll(() => english('goods'));
afterEach(() => {
  resetActionEnv();
  vi.unstubAllGlobals();
});

describe('brand-grid', () => {
  it('the brand page lists brands with logos and opens the goods list of a brand', async () => {
    const { requests } = fakeFetch({
      '/api/goodsbrand/page': ok({
        page_count: 1,
        count: 2,
        list: [
          { brand_id: 1, brand_name: 'Star', brand_initial: 'S', image_url: 'upload/brand/1.jpg' },
          { brand_id: 2, brand_name: 'Geek', brand_initial: 'G', image_url: '' },
        ],
      }),
    });
    const nav = { navigate: vi.fn(), redirect: vi.fn(), relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() };
    configureActions({ navigator: nav });
    await showPage(await pageFile('pages_tool/goods/brand'));
    const call = requests.find((r) => r.path === '/api/goodsbrand/page')!;
    expect({ ...call.query, ...call.body }).toMatchObject({ page: '1', page_size: '30' });
    const star = screen.getByRole('button', { name: 'Star' });
    expect(star.querySelector('img')!.getAttribute('src')).toBe('/upload/brand/1_MID.jpg');
    expect(screen.getByRole('button', { name: 'Geek' })).toBeDefined();
    await act(async () => {
      fireEvent.click(star);
    });
    expect(nav.navigate).toHaveBeenCalledWith('/pages/goods/list?brand_id=1');
  });

  it('says when there are no brands', async () => {
    fakeFetch({ '/api/goodsbrand/page': ok({ page_count: 0, count: 0, list: [] }) });
    await showPage(await pageFile('pages_tool/goods/brand'));
    expect(screen.getByText('No brands yet')).toBeDefined();
  });
});

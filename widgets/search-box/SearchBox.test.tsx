import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { configureActions, loadNamespaces, page, PageRenderer, resetActionEnv, runtimeWith } from '../../src/sdk/testing/index.ts';
import { i18n, readHistory } from '../../src/sdk/index.ts';
import SearchBox, { defaults } from './SearchBox.tsx';

const node = { id: 'sb', type: 'search-box' };

beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['search']);
});

describe('search-box', () => {
  it('shows the placeholder "search goods" and submits the keyword, recording it in the history', async () => {
    const emit = vi.fn(async () => {});
    render(<SearchBox props={defaults} node={node} emit={emit} renderSlot={() => null} />);
    const input = screen.getByPlaceholderText('search goods');
    fireEvent.change(input, { target: { value: '  tea  ' } });
    fireEvent.submit(input.closest('form')!);
    expect(emit).toHaveBeenCalledWith('search', { keyword: 'tea' });
    expect(readHistory()).toEqual(['tea']);
    expect(localStorage.getItem('h5_search')).toBe('["tea"]');
  });

  it('keeps words typed into the server markup before hydration and searches them', async () => {
    const emit = vi.fn(async () => {});
    const html = renderToString(<SearchBox props={defaults} node={node} emit={emit} renderSlot={() => null} />);
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    // The shopper types before the app runs; the held Enter is handed over once it has hydrated.
    host.querySelector('input')!.value = '耳机';
    await act(async () => {
      hydrateRoot(host, <SearchBox props={defaults} node={node} emit={emit} renderSlot={() => null} />);
    });
    act(() => host.querySelector('form')!.requestSubmit());
    expect(emit).toHaveBeenCalledWith('search', { keyword: '耳机' });
    expect(host.querySelector('input')!.value).toBe('耳机');
    host.remove();
  });

  it('refuses an empty search with a tip, or searches the default word', () => {
    const toast = vi.fn();
    configureActions({ toast });
    const emit = vi.fn(async () => {});
    const { unmount } = render(<SearchBox props={defaults} node={node} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(emit).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith('Please enter something to search');
    unmount();
    render(<SearchBox props={{ ...defaults, defaultKeyword: 'earphones' }} node={node} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(emit).toHaveBeenCalledWith('search', { keyword: 'earphones' });
    resetActionEnv();
  });

  it('caps the keyword at 50 characters', () => {
    render(<SearchBox props={defaults} node={node} emit={async () => {}} renderSlot={() => null} />);
    const input = screen.getByPlaceholderText('search goods') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'x'.repeat(80) } });
    expect(input.value).toHaveLength(50);
  });

  it('in link mode shows the keyword and emits click; a page navigates with it', async () => {
    const navigate = vi.fn();
    configureActions({ navigator: { navigate, redirect: vi.fn(), relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() } });
    const runtime = runtimeWith(
      page({
        content: [
          {
            id: 'bar',
            type: 'search-box',
            props: { mode: 'link', value: '${query.keyword}' },
            on: { click: [{ action: 'navigate', to: '/pages_tool/goods/search' }] },
          },
        ],
      }),
      { query: { keyword: 'phone' } },
    );
    await runtime.start();
    render(<PageRenderer runtime={runtime} globals={{ member: null, site: {}, cart: {} }} />);
    await act(async () => {
      fireEvent.click(await screen.findByText('phone'));
    });
    expect(navigate).toHaveBeenCalledWith('/pages_tool/goods/search');
    resetActionEnv();
  });
});

import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces, page, PageRenderer, runtimeWith } from '../../src/sdk/testing/index.ts';
import { i18n, readHistory } from '../../src/sdk/index.ts';
import SearchWords, { defaults, splitWords } from './SearchWords.tsx';

const node = { id: 'w', type: 'search-words' };

beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['search']);
});

describe('search-words', () => {
  it('splits NiuShop word lists', () => {
    expect(splitWords('a, b,,c，d,a')).toEqual(['a', 'b', 'c', 'd']);
    expect(splitWords(['x', ' ', 'y'])).toEqual(['x', 'y']);
    expect(splitWords(undefined)).toEqual([]);
  });

  it('shows the hot words of the API and records a tapped one', async () => {
    const runtime = runtimeWith(
      page({
        data: { hot: { api: 'goods.hotSearchWords' } },
        content: [{ id: 'hot', type: 'search-words', props: { title: 'Hot searches', words: '${data.hot.words}' }, on: { select: [{ action: 'setState', path: 'picked', value: '${event.keyword}' }] } }],
      }),
      { answer: (api) => ({ code: 0, data: api === 'goods.hotSearchWords' ? { words: 'earphones,dress,nuts' } : null }) },
    );
    await runtime.start();
    render(<PageRenderer runtime={runtime} globals={{ member: null, site: {}, cart: {} }} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['earphones', 'dress', 'nuts']);
    await act(async () => {
      fireEvent.click(screen.getByText('dress'));
    });
    expect(runtime.store.getState().state.picked).toBe('dress');
    expect(readHistory()).toEqual(['dress']);
  });

  it('falls back to other words and hides them with the eye, remembered on the device', async () => {
    const emit = vi.fn(async () => {});
    const props = { ...defaults, title: 'Search discovery', words: '', fallbackWords: 'tea,rice', hideable: true };
    const first = render(<SearchWords props={props} node={node} emit={emit} renderSlot={() => null} />);
    expect(screen.getByText('tea')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Hide search discovery' }));
    expect(screen.queryByText('tea')).toBeNull();
    expect(screen.getByText('Search discovery is hidden')).toBeDefined();
    expect(localStorage.getItem('h5_search_discovery_hidden')).toBe('1');
    first.unmount();
    render(<SearchWords props={props} node={node} emit={emit} renderSlot={() => null} />);
    expect(screen.queryByText('tea')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show search discovery' }));
    expect(screen.getByText('tea')).toBeDefined();
    expect(localStorage.getItem('h5_search_discovery_hidden')).toBeNull();
  });

  it('renders nothing without words', () => {
    const { container } = render(<SearchWords props={defaults} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(container.textContent).toBe('');
  });
});

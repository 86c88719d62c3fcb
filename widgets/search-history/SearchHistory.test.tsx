import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { configureActions, loadNamespaces, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { addHistory, i18n, readHistory } from '../../src/sdk/index.ts';
import SearchHistory, { defaults } from './SearchHistory.tsx';

const node = { id: 'h', type: 'search-history' };

beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['search']);
});

describe('search history', () => {
  it('keeps words most recent last, without duplicates, under h5_search', () => {
    addHistory('a');
    addHistory('b');
    addHistory('a');
    expect(readHistory()).toEqual(['b', 'a']);
    expect(JSON.parse(localStorage.getItem('h5_search')!)).toEqual(['b', 'a']);
    addHistory('   ');
    expect(readHistory()).toEqual(['b', 'a']);
  });

  it('renders nothing without history', () => {
    const { container } = render(<SearchHistory props={defaults} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(container.textContent).toBe('');
  });

  it('shows newest first, selects a word (moving it up) and clears all after confirming', async () => {
    localStorage.setItem('h5_search', JSON.stringify(['tea', 'rice', 'salt']));
    const modal = vi.fn(async () => true);
    configureActions({ modal });
    const emit = vi.fn(async () => {});
    render(<SearchHistory props={defaults} node={node} emit={emit} renderSlot={() => null} />);
    expect(screen.getByText('Search history')).toBeDefined();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['salt', 'rice', 'tea']);
    await act(async () => {
      fireEvent.click(screen.getByText('tea'));
    });
    expect(emit).toHaveBeenCalledWith('select', { keyword: 'tea' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['tea', 'salt', 'rice']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    });
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: 'Delete all search history?' }));
    expect(readHistory()).toEqual([]);
    expect(screen.queryByText('Search history')).toBeNull();
    resetActionEnv();
  });

  it('keeps the history when clearing is cancelled', async () => {
    localStorage.setItem('h5_search', JSON.stringify(['tea']));
    configureActions({ modal: async () => false });
    render(<SearchHistory props={defaults} node={node} emit={async () => {}} renderSlot={() => null} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    });
    expect(readHistory()).toEqual(['tea']);
    expect(screen.getByText('tea')).toBeDefined();
    resetActionEnv();
  });
});

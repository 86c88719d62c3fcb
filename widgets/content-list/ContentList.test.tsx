import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n, useLanguageStore } from '../../src/sdk/index.ts';
import ContentList, { defaults, type ContentListProps } from './ContentList.tsx';

async function lang(l: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: l });
  await i18n.changeLanguage(l);
  await loadNamespaces(['content']);
}
function mount(props: Partial<ContentListProps>, emit = vi.fn(async () => {})) {
  render(<ContentList props={{ ...defaults, ...props }} node={{ id: 'cl', type: 'content-list' }} emit={emit} renderSlot={() => null} />);
  return emit;
}

describe('content-list', () => {
  beforeEach(() => lang('en-us'));

  it('notices: pinned first as given, with their dates; a tap emits select', () => {
    const emit = mount({ kind: 'notice', items: [{ id: 9, title: 'Sale', is_top: 1, create_time: 1764200000 }, { id: 8, title: 'Hours', is_top: 0, create_time: 1764100000 }] });
    const rows = screen.getAllByTestId('notice-row');
    expect(rows[0]!.textContent).toContain('PinnedSale');
    expect(rows[0]!.textContent).toMatch(/2025-11-2\d/);
    fireEvent.click(rows[1]!);
    expect(emit).toHaveBeenCalledWith('select', { id: 8 });
  });

  it('articles: tabs after All, reads when shown, abstract', () => {
    const emit = mount({
      kind: 'article',
      tabs: [{ category_id: 3, category_name: 'Picks', article_num: 1 }],
      active: '',
      items: [{ article_id: 5, article_title: 'Bottles', article_abstract: 'What to look for', is_show_read_num: 1, read_num: 4, initial_read_num: 10, is_show_release_time: 0, create_time: 1764200000 }],
    });
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    const row = screen.getByTestId('article-row');
    expect(row.textContent).toContain('What to look for');
    expect(row.textContent).toContain('14 reads');
    expect(row.textContent).not.toMatch(/2025/);
    fireEvent.click(screen.getByRole('tab', { name: 'Picks' }));
    expect(emit).toHaveBeenCalledWith('tab', { category_id: 3 });
    fireEvent.click(row);
    expect(emit).toHaveBeenCalledWith('select', { id: 5 });
  });

  it('says when there is none, in both languages', async () => {
    mount({ kind: 'article', items: [] });
    expect(screen.getByText('No articles yet')).toBeDefined();
    await lang('zh-cn');
    mount({ kind: 'notice', items: [] });
    expect(screen.getByText('暂无公告')).toBeDefined();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { configureActions, fail, fakeFetch, loadNamespaces, ok, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { defaultAddonFlags, i18n, useLanguageStore, useSiteStore } from '../../src/sdk/index.ts';
import NoteList, { defaults, type NoteListProps } from './NoteList.tsx';

async function lang(l: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: l });
  await i18n.changeLanguage(l);
  await loadNamespaces(['content']);
}
function mount(props: Partial<NoteListProps>, emit = vi.fn(async () => {})) {
  render(<NoteList props={{ ...defaults, ...props }} node={{ id: 'nl', type: 'note-list' }} emit={emit} renderSlot={() => null} />);
  return emit;
}
const note = { note_id: 7, note_type: 'goods_item', note_type_name: 'Goods story', note_title: 'The bottle', note_abstract: 'Still hot', goods_highlights: '316 steel,12 h hot', is_show_read_num: 1, read_num: 3, initial_read_num: 100, is_show_dianzan_num: 1, dianzan_num: 2, initial_dianzan_num: 10, is_dianzan: 0, is_show_release_time: 0 };
const groups = [{ group_id: 1, group_name: 'Shop picks' }, { group_id: 2, group_name: 'Home' }];

describe('note-list', () => {
  beforeEach(async () => {
    await lang('en-us');
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), notes: 1 } });
  });
  afterEach(() => resetActionEnv());

  it('group tabs and cards; tabs and cards emit', () => {
    const emit = mount({ groups, active: 1, items: [note] });
    expect(screen.getByRole('tab', { name: 'Shop picks' }).getAttribute('aria-selected')).toBe('true');
    const card = screen.getByTestId('note-card');
    expect(card.textContent).toContain('#Goods story#Still hot');
    expect(card.textContent).toContain('316 steel');
    expect(card.textContent).toContain('103 reads');
    expect(screen.getByTestId('note-like-count').textContent).toBe('12');
    fireEvent.click(screen.getByRole('tab', { name: 'Home' }));
    expect(emit).toHaveBeenCalledWith('group', { group_id: 2 });
    fireEvent.click(screen.getByRole('button', { name: /^The bottle/ }));
    expect(emit).toHaveBeenCalledWith('select', { note_id: 7 });
  });

  it('the heart likes at once and follows the server; a refusal takes it back', async () => {
    configureActions({ isLoggedIn: () => true });
    const { requests } = fakeFetch({ '/notes/api/record/add': ok({ dianzan_num: 5 }) });
    mount({ items: [note] });
    const heart = screen.getByRole('button', { name: /^Like The bottle \d+$/ });
    await act(async () => {
      fireEvent.click(heart);
    });
    expect(requests.map((r) => r.path)).toEqual(['/notes/api/record/add']);
    expect(screen.getByRole('button', { name: /^Unlike The bottle \d+$/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('note-like-count').textContent).toBe('15');
    fakeFetch({ '/notes/api/record/delete': fail(-1, 'You have not liked this note') });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Unlike The bottle \d+$/ }));
    });
    expect(screen.getByRole('button', { name: /^Unlike The bottle \d+$/ })).toBeDefined();
    expect(screen.getByTestId('note-like-count').textContent).toBe('15');
  });

  it('a guest is sent to log in', async () => {
    const navigate = vi.fn();
    configureActions({ isLoggedIn: () => false, loginPath: () => '/pages_tool/login/login', currentPath: () => '/pages_tool/store_notes/note_list', navigator: { navigate } as never });
    const { requests } = fakeFetch();
    mount({ items: [note] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Like The bottle \d+$/ }));
    });
    expect(navigate).toHaveBeenCalledWith('/pages_tool/login/login');
    expect(requests).toHaveLength(0);
  });

  it('the addon off, and no notes, in both languages', async () => {
    mount({ items: [] });
    expect(screen.getByText('No notes yet')).toBeDefined();
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), notes: 0 } });
    await lang('zh-cn');
    mount({ items: [note] });
    expect(screen.getAllByText('商家未开启店铺笔记')).toHaveLength(2); // the first one follows the store too
  });
});

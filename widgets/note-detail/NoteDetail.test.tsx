import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n, useLanguageStore } from '../../src/sdk/index.ts';
import NoteDetail, { defaults, type NoteDetailProps } from './NoteDetail.tsx';

function mount(props: Partial<NoteDetailProps>, emit = vi.fn(async () => {})) {
  render(<NoteDetail props={{ ...defaults, ...props }} node={{ id: 'nd', type: 'note-detail' }} emit={emit} renderSlot={() => null} />);
  return emit;
}
const goods = [{ goods_id: 12, goods_name: 'Earphones', price: '199.00', goods_image: '' }, { goods_id: 14, goods_name: 'Speaker', price: '99.00', goods_image: '' }];
const talk = { note_id: 3, note_type: 'shop_said', note_title: 'New this week', is_show_read_num: 1, read_num: 1, initial_read_num: 0, is_show_dianzan_num: 1, dianzan_num: 0, initial_dianzan_num: 0, is_dianzan: 1, goods_list: goods };

describe('note-detail', () => {
  beforeAll(async () => {
    useLanguageStore.setState({ lang: 'en-us' });
    await i18n.changeLanguage('en-us');
    await loadNamespaces(['content']);
  });

  it('head: title, reads and the member’s like', () => {
    mount({ part: 'head', note: talk });
    expect(screen.getByRole('heading', { level: 1, name: 'New this week' })).toBeDefined();
    expect(screen.getByText('1 reads')).toBeDefined();
    expect(screen.getByRole('button', { name: /^Unlike \d+$/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shop talk lists its goods, each opening the goods', () => {
    const emit = mount({ part: 'goods', note: talk });
    expect(screen.getAllByTestId('note-goods')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /Speaker/ }));
    expect(emit).toHaveBeenCalledWith('goods', { goods_id: 14 });
  });

  it('a single-goods intro has a Buy bar for its goods', () => {
    const emit = mount({ part: 'goods', note: { ...talk, note_type: 'goods_item', goods_highlights: 'a,b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(emit).toHaveBeenCalledWith('goods', { goods_id: 12 });
  });

  it('a placeholder while the note loads', () => {
    const { container } = render(<NoteDetail props={{ ...defaults, part: 'head', note: null }} node={{ id: 'nd', type: 'note-detail' }} emit={async () => {}} renderSlot={() => null} />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});

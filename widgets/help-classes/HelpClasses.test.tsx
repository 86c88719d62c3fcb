import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n, useLanguageStore } from '../../src/sdk/index.ts';
import HelpClasses, { defaults, type HelpClassesProps } from './HelpClasses.tsx';

async function lang(l: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: l });
  await i18n.changeLanguage(l);
  await loadNamespaces(['content']);
}
function mount(props: Partial<HelpClassesProps>, emit = vi.fn(async () => {})) {
  render(<HelpClasses props={{ ...defaults, ...props }} node={{ id: 'hc', type: 'help-classes' }} emit={emit} renderSlot={() => null} />);
  return emit;
}

const classes = [
  { class_id: 1, class_name: 'Shopping guide', child_list: [{ id: 3, title: 'How to order', link_address: '' }, { id: 4, title: 'Our blog', link_address: 'https://example.com/blog' }] },
  { class_id: 2, class_name: 'Empty class', child_list: [] },
];

describe('help-classes', () => {
  beforeEach(() => lang('en-us'));

  it('shows each class with its items and emits open with the item', () => {
    const emit = mount({ classes });
    expect(screen.getByRole('heading', { name: 'Shopping guide' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Empty class' })).toBeNull();
    expect(screen.getByText('External link')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: /Our blog/ }));
    expect(emit).toHaveBeenCalledWith('open', { id: 4, link_address: 'https://example.com/blog' });
  });

  it('says when there is none, in both languages', async () => {
    mount({ classes: [] });
    expect(screen.getByText('No help topics yet')).toBeDefined();
    await lang('zh-cn');
    mount({ classes: null });
    expect(screen.getAllByText('暂无帮助信息')).toHaveLength(2); // the first one follows the language too
  });

  it('shows no empty state while loading', () => {
    mount({ classes: null, loading: true });
    expect(screen.queryByText('No help topics yet')).toBeNull();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setStudioLang } from '../i18n.ts';
import { metaOf, PAGE_FIELDS, settingsOf } from './pageSettings.ts';
import { Settings } from './Settings.tsx';
import { useEditor } from './store.ts';

describe('page settings (nav bar, background, tab bar, pop-up)', () => {
  afterEach(() => setStudioLang('en-us'));

  it('are generated from the page schema: selects, switches, colour and picture pickers', () => {
    const kinds = (fields = PAGE_FIELDS): unknown => fields.map((f) => (f.fields ? [f.key, kinds(f.fields)] : [f.key, f.kind]));
    expect(kinds()).toEqual([
      ['navBar', [['show', 'boolean'], ['style', 'select'], ['align', 'select'], ['background', 'color'], ['textColor', 'color'], ['image', 'image'], ['transparent', 'boolean'], ['link', 'link']]],
      ['background', 'color'],
      ['backgroundImage', 'image'],
      ['tabBar', 'boolean'],
      ['popWindow', [['count', 'select'], ['image', 'image'], ['link', 'link'], ['width', 'number'], ['height', 'number']]],
    ]);
  });

  it('write page meta the publish accepts: empty fields left out, a pop-up only with a picture it shows', () => {
    const values = settingsOf({ title: 'T' });
    expect(metaOf(values, { title: 'T' })).toEqual({ title: 'T', navBar: { show: true, style: 1, align: 'center', transparent: false }, tabBar: true });
    values.background = '#fff7e6';
    values.navBar.style = 2;
    values.popWindow = { count: 0, image: '', link: { name: '' } };
    expect(metaOf(values, { title: 'T' }).popWindow).toBeUndefined();
    values.popWindow = { count: 1, image: 'upload/album/a.png', link: { name: 'X', wap_url: '/pages/goods/list' }, width: 0, height: '' };
    expect(metaOf(values, { title: 'T' })).toMatchObject({ background: '#fff7e6', navBar: { style: 2 }, popWindow: { count: 1, image: '/upload/album/a.png', link: { wap_url: '/pages/goods/list' } } });
    expect(metaOf(values, { title: 'T' }).popWindow).not.toHaveProperty('width');
  });

  it('edits the page meta with undo, labelled in both languages', async () => {
    setStudioLang('zh-cn');
    useEditor.getState().load('DIY_VIEW_RANDOM_t', { schemaVersion: 1, id: 'diy/t', meta: { title: 'T' }, content: [] });
    render(<Settings entries={new Map()} />);
    const style = screen.getByLabelText('导航栏样式') as HTMLSelectElement;
    expect([...style.options].map((o) => o.textContent)).toEqual(['标题', 'Logo 加标题', '图片加搜索框', '门店名称']);
    await act(async () => {
      fireEvent.change(style, { target: { value: '2' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: '显示底部导航' }));
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('显示次数'), { target: { value: '0' } });
    });
    await act(async () => {
      fireEvent.change(document.querySelector('[data-field="popWindow.image"] input[type="text"]')!, { target: { value: 'upload/album/p.png' } });
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(useEditor.getState().page?.meta).toMatchObject({ title: 'T', navBar: { style: 2 }, tabBar: false, popWindow: { count: 0, image: '/upload/album/p.png' } });
    act(() => useEditor.getState().undo());
    expect(useEditor.getState().page?.meta?.popWindow).toBeUndefined();
    expect(useEditor.getState().page?.meta).toMatchObject({ title: 'T', tabBar: false });
    setStudioLang('en-us');
    expect(await screen.findByLabelText('Nav bar style')).toBeDefined();
  });
});

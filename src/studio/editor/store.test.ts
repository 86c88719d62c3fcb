import { beforeEach, describe, expect, it } from 'vitest';
import { useEditor } from './store.ts';
import { sortProblems } from './document.ts';

const ed = () => useEditor.getState();
const types = () => ed().page!.content.map((n) => n.type);

beforeEach(() => {
  ed().load('DIY_VIEW_RANDOM_x', { schemaVersion: 1, id: 'diy/DIY_VIEW_RANDOM_x', meta: { title: 'Page' }, content: [] });
});

describe('the editor store', () => {
  it('adds, duplicates, reorders and removes components, selecting what it adds', () => {
    const a = ed().add('diy-search', { title: '' });
    const b = ed().add('diy-image-ads', { list: [] });
    const c = ed().add('diy-coupon', {});
    expect(types()).toEqual(['diy-search', 'diy-image-ads', 'diy-coupon']);
    expect(ed().selected).toBe(c);
    ed().moveBy(c, -1);
    expect(types()).toEqual(['diy-search', 'diy-coupon', 'diy-image-ads']);
    ed().move(a, 2);
    expect(types()).toEqual(['diy-coupon', 'diy-image-ads', 'diy-search']);
    ed().moveBy(ed().page!.content[0]!.id, -1); // already first
    expect(types()).toEqual(['diy-coupon', 'diy-image-ads', 'diy-search']);
    const copy = ed().duplicate(b)!;
    expect(types()).toEqual(['diy-coupon', 'diy-image-ads', 'diy-image-ads', 'diy-search']);
    expect(copy).not.toBe(b);
    expect(new Set(ed().page!.content.map((n) => n.id)).size).toBe(4);
    ed().remove(copy);
    expect(types()).toEqual(['diy-coupon', 'diy-image-ads', 'diy-search']);
    expect(ed().dirty).toBe(true);
  });

  it('undoes and redoes every change, props and title included; a new change clears redo', () => {
    const a = ed().add('diy-search', { title: '' });
    ed().setProps(a, { title: 'Find' });
    ed().setTitle('Sale');
    ed().undo();
    expect(ed().page!.meta?.title).toBe('Page');
    ed().undo();
    expect(ed().page!.content[0]!.props).toEqual({ title: '' });
    ed().redo();
    expect(ed().page!.content[0]!.props).toEqual({ title: 'Find' });
    ed().undo();
    ed().undo();
    expect(ed().page!.content).toEqual([]);
    expect(ed().past).toHaveLength(0);
    ed().redo();
    expect(types()).toEqual(['diy-search']);
    ed().add('diy-text', {});
    expect(ed().future).toHaveLength(0);
  });

  it('does not record a change that changes nothing', () => {
    const a = ed().add('diy-search', { title: 'x' });
    const steps = ed().past.length;
    ed().setProps(a, { title: 'x' });
    ed().setTitle('Page');
    expect(ed().past).toHaveLength(steps);
  });

  it("places the publish's problems at their component and field", () => {
    const a = ed().add('diy-search', {});
    const b = ed().add('diy-image-ads', {});
    const sorted = sortProblems(
      [
        { path: '$.content[1].props.list[0].link.wap_url', message: 'bad link' },
        { path: '$.content[0]', message: 'whole' },
        { path: '$.meta.title', message: 'too long' },
      ],
      ed().page!,
    );
    expect(sorted.byNode).toEqual({ [b]: { 'list.0.link.wap_url': 'bad link' }, [a]: { '': 'whole' } });
    expect(sorted.page).toEqual([{ path: '$.meta.title', message: 'too long' }]);
    ed().setProblems(sorted.byNode, sorted.page);
    ed().setProps(b, { list: [] });
    expect(ed().problems[b]).toBeUndefined();
    expect(ed().problems[a]).toBeDefined();
  });
});

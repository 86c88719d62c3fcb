import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixture from '../testing/fixture-widget.schema.json';
import { defaultsFromSchema } from '../../renderer/defaults.ts';
import { buildPalette, WIDGET_SCHEMAS } from '../editor/palette.ts';
import { setStudioLang } from '../i18n.ts';
import { fieldsOf } from './fields.ts';
import { SchemaForm } from './SchemaForm.tsx';

const fields = fieldsOf(fixture as Record<string, unknown>);
const values = defaultsFromSchema<Record<string, unknown>>(fixture);

describe('the generated settings form', () => {
  it('renders the fields, hands valid values on, keeps invalid ones with their message', async () => {
    const onChange = vi.fn();
    const { container } = render(<SchemaForm formKey="n1" fields={fields} values={values} onChange={onChange} />);
    const headline = screen.getByLabelText('Headline');
    expect(headline).toHaveProperty('value', 'Hello');
    expect(container.querySelector('input[type="color"]')).not.toBeNull();
    await act(async () => {
      fireEvent.change(headline, { target: { value: 'Sale' } });
    });
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ headline: 'Sale' })));
    onChange.mockClear();
    await act(async () => {
      fireEvent.change(headline, { target: { value: 'far too long for it' } });
    });
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/10/));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a problem the server reported at its field, inside lists too', () => {
    render(<SchemaForm formKey="n2" fields={fields} values={values} onChange={() => {}} problems={{ 'slides.0.link.wap_url': 'not a shop page' }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('not a shop page');
    expect(alert.closest('[data-field]')?.getAttribute('data-field')).toBe('slides.0.link');
  });
});

describe('field widgets of a real component, in both languages', () => {
  const entry = buildPalette(WIDGET_SCHEMAS, null).find((e) => e.type === 'diy-image-ads')!;
  afterEach(() => setStudioLang('en-us'));

  it('a switch, a select with readable choices, number inputs with the schema limits, labels from the field table', async () => {
    setStudioLang('en-us');
    const onChange = vi.fn();
    render(<SchemaForm formKey="ads" fields={entry.fields} values={entry.defaults} onChange={onChange} />);
    const flag = screen.getByRole('switch', { name: 'Show the indicator' });
    expect(flag).toHaveProperty('checked', true);
    await act(async () => {
      fireEvent.click(flag);
    });
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ indicatorIsShow: false })));
    const style = screen.getByLabelText('Indicator style');
    expect([...(style as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Dots', 'Bars']);
    await act(async () => {
      fireEvent.change(style, { target: { value: 'line' } });
    });
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ carouselStyle: 'line' })));
    const radius = screen.getByLabelText('Top corner radius');
    expect(radius).toHaveProperty('type', 'number');
    await act(async () => {
      fireEvent.change(radius, { target: { value: '8' } });
    });
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ topAroundRadius: 8 })));
    expect(screen.getAllByLabelText('Colour').length).toBeGreaterThan(0);
  });

  it('keeps a loose flag in the shape it came in (1/0 stays a number)', async () => {
    const onChange = vi.fn();
    render(<SchemaForm formKey="ads2" fields={entry.fields} values={{ ...entry.defaults, indicatorIsShow: 1 }} onChange={onChange} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Show the indicator' }));
    });
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ indicatorIsShow: 0 })));
  });

  it('speaks Chinese when the studio does', () => {
    setStudioLang('zh-cn');
    render(<SchemaForm formKey="ads3" fields={entry.fields} values={entry.defaults} onChange={() => {}} />);
    expect(screen.getByRole('switch', { name: '显示指示器' })).toBeDefined();
    const style = screen.getByLabelText('指示器样式') as HTMLSelectElement;
    expect([...style.options].map((o) => o.textContent)).toEqual(['圆点', '线条']);
    expect(screen.getByLabelText('底部背景')).toBeDefined();
  });
});

describe('merchant texts side by side (x-merchant-text)', () => {
  afterEach(() => setStudioLang('en-us'));

  it('edits the translation beside the text, in the same object, and shows the default as its placeholder', async () => {
    setStudioLang('en-us');
    const entry = buildPalette(WIDGET_SCHEMAS, null).find((e) => e.type === 'diy-text')!;
    expect(entry.fields.find((f) => f.key === 'text')).toMatchObject({ kind: 'text', translatable: true });
    const onChange = vi.fn();
    const values = { ...entry.defaults, text: '我的订单', more: { ...(entry.defaults.more as object), text: '全部', i18n: { 'en-us': { text: 'All' } } } };
    const { container } = render(<SchemaForm formKey="t1" fields={entry.fields} values={values} onChange={onChange} />);
    const own = container.querySelector<HTMLInputElement>('[data-field="text"] input')!;
    const en = container.querySelector<HTMLInputElement>('[data-field="i18n.en-us.text"] input')!;
    expect(own.value).toBe('我的订单');
    expect(en.value).toBe('');
    expect(en.placeholder).toBe('我的订单');
    expect(container.querySelector<HTMLInputElement>('[data-field="more.i18n.en-us.text"] input')!.value).toBe('All');
    await act(async () => {
      fireEvent.change(en, { target: { value: 'My orders' } });
    });
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ text: '我的订单', i18n: { 'en-us': { text: 'My orders' } } })));
  });

  it('inside list items too (a nav entry carries its own translation)', async () => {
    const entry = buildPalette(WIDGET_SCHEMAS, null).find((e) => e.type === 'diy-graphic-nav')!;
    const onChange = vi.fn();
    const values = { ...entry.defaults, list: [{ title: '团购' }, { title: '秒杀' }] };
    const { container } = render(<SchemaForm formKey="t2" fields={entry.fields} values={values} onChange={onChange} />);
    await act(async () => {
      fireEvent.change(container.querySelector('[data-field="list.1.i18n.en-us.title"] input')!, { target: { value: 'Flash sale' } });
    });
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ list: [{ title: '团购' }, { title: '秒杀', i18n: { 'en-us': { title: 'Flash sale' } } }] })));
  });
});

describe("MemberMyOrder's entries (its props schema names them: titles, icons, styles)", () => {
  afterEach(() => setStudioLang('en-us'));

  it("edits an entry's title per language and its icon among the ones the shop draws; naming 'to review' adds that entry", async () => {
    setStudioLang('en-us');
    const entry = buildPalette(WIDGET_SCHEMAS, null).find((e) => e.type === 'diy-member-my-order')!;
    const icon = entry.fields.find((f) => f.key === 'icon')!;
    expect(icon.kind).toBe('object');
    expect(icon.fields!.map((f) => f.key)).toEqual(['waitPay', 'waitSend', 'waitConfirm', 'waitUse', 'waitRate', 'refunding']);
    expect(icon.fields![0]!.fields!.map((f) => [f.key, f.kind])).toEqual([
      ['title', 'text'],
      ['icon', 'icon'],
      ['style', 'object'],
    ]);
    const onChange = vi.fn();
    const { container } = render(<SchemaForm formKey="mo1" fields={entry.fields} values={entry.defaults} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'To use' })).toBeDefined();
    const title = container.querySelector<HTMLInputElement>('[data-field="icon.waitUse.title"] input')!;
    expect(title.value).toBe('待使用');
    const glyph = container.querySelector<HTMLInputElement>('[data-field="icon.waitUse.icon"] input')!;
    expect(glyph.value).toBe('icondiy icon-system-daishiyong2');
    const choices = [...container.querySelectorAll(`datalist#${glyph.getAttribute('list')} option`)].map((o) => o.getAttribute('value'));
    expect(choices).toContain('icondiy icon-system-daifukuan');
    await act(async () => {
      fireEvent.change(title, { target: { value: '待核销' } });
      fireEvent.change(glyph, { target: { value: 'icondiy icon-system-qrcode' } });
    });
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ icon: expect.objectContaining({ waitUse: expect.objectContaining({ title: '待核销', icon: 'icondiy icon-system-qrcode' }) }) }),
      ),
    );
    await act(async () => {
      fireEvent.change(container.querySelector('[data-field="icon.waitUse.i18n.en-us.title"] input')!, { target: { value: 'To redeem' } });
      fireEvent.change(container.querySelector('[data-field="icon.waitRate.title"] input')!, { target: { value: '待评价' } });
    });
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          icon: expect.objectContaining({ waitUse: expect.objectContaining({ i18n: { 'en-us': { title: 'To redeem' } } }), waitRate: { title: '待评价' } }),
        }),
      ),
    );
  });

  it('names the entries in Chinese when the studio does', () => {
    setStudioLang('zh-cn');
    const entry = buildPalette(WIDGET_SCHEMAS, null).find((e) => e.type === 'diy-member-my-order')!;
    render(<SchemaForm formKey="mo2" fields={entry.fields} values={entry.defaults} onChange={() => {}} />);
    for (const name of ['待付款', '待发货', '待收货', '待使用', '待评价', '售后']) expect(screen.getByRole('group', { name })).toBeDefined();
  });
});

import { describe, expect, it } from 'vitest';
import fixture from '../testing/fixture-widget.schema.json';
import { buildPalette, WIDGET_SCHEMAS } from '../editor/palette.ts';
import { fieldsOf, SHARED_OPTIONS, type Field } from './fields.ts';
import { objectSchema } from './yupSchema.ts';

const FIXTURE_PATH = '../../../widgets/diy-fixture-banner/props.schema.json';
const byKey = (fields: Field[], key: string) => fields.find((f) => f.key === key);

describe('a props schema as a settings form', () => {
  const fields = fieldsOf(fixture as Record<string, unknown>);

  it('makes one field per property, the custom widgets chosen by schema hints', () => {
    expect(fields.map((f) => [f.key, f.kind])).toEqual([
      ['headline', 'text'],
      ['textColor', 'color'],
      ['backgroundImage', 'image'],
      ['target', 'link'],
      ['height', 'number'],
      ['rounded', 'boolean'],
      ['align', 'select'],
      ['badge', 'image'],
      ['margin', 'object'],
      ['slides', 'list'],
    ]);
    expect(byKey(fields, 'addonName')).toBeUndefined();
    expect(byKey(fields, 'height')).toMatchObject({ integer: true, minimum: 20, maximum: 400 });
    expect(byKey(fields, 'align')?.options).toEqual(['left', 'center', 'right']);
    const slides = byKey(fields, 'slides')!;
    expect(slides.maxItems).toBe(2);
    expect(slides.fields?.map((f) => [f.key, f.kind])).toEqual([
      ['imageUrl', 'image'],
      ['link', 'link'],
    ]);
    expect(slides.itemDefault).toEqual({ imageUrl: '', link: { name: '' } });
  });

  it('judges values by the schema limits (yup)', () => {
    const schema = objectSchema(fields);
    expect(schema.isValidSync({ headline: 'Hi', height: 100, slides: [{ imageUrl: '' }] })).toBe(true);
    expect(schema.isValidSync({ headline: 'much too long a headline' })).toBe(false);
    expect(schema.isValidSync({ height: 10 })).toBe(false);
    expect(schema.isValidSync({ height: 12.5 })).toBe(false);
    expect(schema.isValidSync({ slides: [{}, {}, {}] })).toBe(false);
  });
});

describe('the palette', () => {
  it('takes in a new widget folder with no studio code: an extension with its name, defaults and form', () => {
    const palette = buildPalette({ ...WIDGET_SCHEMAS, [FIXTURE_PATH]: fixture }, {});
    const entry = palette.find((e) => e.type === 'diy-fixture-banner');
    expect(entry).toMatchObject({ componentName: 'FixtureBanner', group: 'EXTEND', names: { 'zh-cn': '测试横幅', 'en-us': 'Fixture Banner' } });
    expect(entry?.defaults).toMatchObject({ headline: 'Hello', height: 120, margin: { top: 0, both: 12 } });
    expect(entry?.fields.map((f) => f.key)).toContain('slides');
  });

  it('groups the shop widgets as NiuShop does and leaves out the components of addons that are off', () => {
    const off = buildPalette(WIDGET_SCHEMAS, { coupon: 0 });
    const on = buildPalette(WIDGET_SCHEMAS, { coupon: 1 });
    expect(off.find((e) => e.type === 'diy-search')).toMatchObject({ group: 'SYSTEM', max: 1, names: { 'zh-cn': '搜索框' } });
    expect(off.find((e) => e.type === 'diy-coupon')).toBeUndefined();
    expect(on.find((e) => e.type === 'diy-coupon')).toMatchObject({ group: 'PROMOTION', addon: 'coupon' });
    for (const type of ['diy-image-ads', 'diy-graphic-nav', 'diy-goods-list']) expect(on.find((e) => e.type === type)?.fields.length).toBeGreaterThan(3);
  });

  it('gives every diy widget the common fields of src/diy/common.schema.json (named by $ref) as fields, with their defaults', () => {
    const entries = buildPalette(WIDGET_SCHEMAS, null);
    expect(entries.length).toBeGreaterThanOrEqual(30);
    const common = ['pageBgColor', 'textColor', 'componentBgColor', 'componentAngle', 'topAroundRadius', 'bottomAroundRadius', 'elementBgColor', 'elementAngle', 'topElementAroundRadius', 'bottomElementAroundRadius', 'margin'];
    for (const entry of entries) {
      const keys = entry.fields.map((f) => f.key);
      expect({ type: entry.type, missing: common.filter((k) => !keys.includes(k)) }).toEqual({ type: entry.type, missing: [] });
      expect(entry.defaults, entry.type).toMatchObject({ textColor: '#303133', componentAngle: 'round', topAroundRadius: 0, margin: { top: 0, bottom: 0, both: 0 } });
      expect(JSON.stringify(entry.schema), entry.type).not.toContain('$ref":"../../src/diy/common.schema.json');
    }
    const horz = entries.find((e) => e.type === 'diy-horz-line')!;
    expect(byKey(horz.fields, 'pageBgColor')).toMatchObject({ kind: 'color', maxLength: 100 });
    expect(byKey(horz.fields, 'margin')).toMatchObject({ kind: 'object' });
    expect(entries.find((e) => e.type === 'diy-store-label')?.defaults.addonName).toBe('store');
  });

  it("offers NiuShop's icon names (not a picture) wherever an entry chooses between a picture and an icon (iconType: img → imageUrl, icon → icon)", () => {
    const found: string[] = [];
    const walk = (type: string, fields: readonly Field[]) => {
      const keys = fields.map((f) => f.key);
      if (keys.includes('iconType') && keys.includes('icon')) {
        found.push(type);
        expect({ type, icon: byKey([...fields], 'icon')?.kind, picture: byKey([...fields], 'imageUrl')?.kind }).toEqual({ type, icon: 'icon', picture: keys.includes('imageUrl') ? 'image' : undefined });
      }
      for (const f of fields) walk(type, f.fields ?? []);
    };
    for (const entry of buildPalette(WIDGET_SCHEMAS, null)) walk(entry.type, entry.fields);
    expect([...new Set(found)].sort()).toEqual(expect.arrayContaining(['diy-float-btn', 'diy-graphic-nav', 'diy-notice', 'diy-quick-nav', 'diy-search']));
  });

  it("starts every component from defaults its own form accepts (else no edit would reach the page)", () => {
    for (const entry of buildPalette(WIDGET_SCHEMAS, null)) {
      expect(objectSchema(entry.fields).isValidSync(entry.defaults), entry.type).toBe(true);
    }
  });
});

describe('field widgets by schema type, labels from the studio field table', () => {
  const entries = buildPalette(WIDGET_SCHEMAS, null);
  const of = (type: string) => entries.find((e) => e.type === type)!.fields;

  it('makes NiuShop flags switches, open choices selects, numbers number inputs, colours colour pickers', () => {
    const ads = of('diy-image-ads');
    expect(byKey(ads, 'indicatorIsShow')).toMatchObject({ kind: 'boolean', loose: true });
    expect(byKey(ads, 'carouselStyle')).toMatchObject({ kind: 'select', options: ['circle', 'line'] });
    expect(byKey(ads, 'componentAngle')).toMatchObject({ kind: 'select', options: ['round', 'right'] });
    expect(byKey(ads, 'topAroundRadius')?.kind).toBe('numtext');
    expect(byKey(ads, 'indicatorColor')?.kind).toBe('color');
    expect(byKey(ads, 'isDelete')).toBeUndefined();
    // a property name shared by widgets with other choices: the set holding the schema's default
    expect(byKey(of('diy-graphic-nav'), 'mode')).toMatchObject({ kind: 'select', options: ['graphic', 'img', 'text'] });
    expect(byKey(of('diy-rubik-cube'), 'mode')?.kind).toBe('text');
    expect(byKey(of('diy-video'), 'type')).toMatchObject({ kind: 'select', options: ['upload', 'link'] });
    expect(byKey(of('diy-search'), 'borderType')).toMatchObject({ kind: 'select', options: [1, 2] });
    // colours named in a loose string|number schema, and a style that is text, not a number
    expect(byKey(of('diy-coupon'), 'nameColor')?.kind).toBe('color');
    expect(byKey(of('diy-goods-list'), 'style')?.kind).toBe('text');
    expect(byKey(of('diy-goods-list'), 'count')?.kind).toBe('numtext');
  });

  it('has a label in both languages for every field of every diy component, and option labels for every shared choice', async () => {
    const en = (await import('../locales/fields/en-us.json')).default as { labels: Record<string, string>; options: Record<string, Record<string, string>> };
    const zh = (await import('../locales/fields/zh-cn.json')).default as typeof en;
    expect(Object.keys(zh.labels).sort()).toEqual(Object.keys(en.labels).sort());
    const missing = new Set<string>();
    const walk = (fields: Field[]) => {
      for (const f of fields) {
        if (!en.labels[f.key]) missing.add(f.key);
        walk(f.fields ?? []);
      }
    };
    for (const e of entries) walk(e.fields);
    expect([...missing]).toEqual([]);
    for (const lang of [en, zh]) {
      for (const [key, sets] of Object.entries(SHARED_OPTIONS)) for (const o of sets.flat()) expect(lang.options[key]?.[String(o)], `${key}.${o}`).toBeTruthy();
    }
  });
});

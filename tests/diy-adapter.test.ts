/**
 * The diy adapter: NiuShop's samples convert cleanly (one node per component, global → meta, the
 * result valid against the page schema and each widget's props schema), and hostile documents
 * never throw and never get through unchanged.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnySchemaObject } from 'ajv';
import { widgetAjv } from './widgetAjv.ts';
import { adaptDiy, diyWidgetType, escapeBindings, isDiyDocument, isSafeWapUrl, kebab, sanitizeId, DIY_LIMITS } from '../src/diy/adapter.ts';
import { evaluate } from '../src/bindings/index.ts';
import { inlineCommonRefs } from '../src/diy/schemaRefs.ts';
import { loadSample, REPO_ROOT, SAMPLE_FILES, type SampleName } from './diy-samples.ts';


/** The page schema with the schemas it references (node, action, actions/*). */
function pageValidator() {
  const a = widgetAjv();
  const dir = path.join(REPO_ROOT, 'schemas');
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory() && e.name !== 'api') walk(full);
      else if (e.isFile() && e.name.endsWith('.schema.json')) files.push(full);
    }
  };
  walk(dir);
  for (const f of files) {
    const schema = JSON.parse(readFileSync(f, 'utf8')) as AnySchemaObject;
    a.addSchema(schema, schema.$id ?? `https://shop.local/${path.relative(REPO_ROOT, f).split(path.sep).join('/')}`);
  }
  return a.getSchema('https://shop.local/schemas/page.schema.json')!;
}

const widgetSchemas = import.meta.glob<{ default: AnySchemaObject }>('../widgets/diy-*/props.schema.json', { eager: true });
const MINE = ['diy-text', 'diy-notice', 'diy-graphic-nav', 'diy-image-ads', 'diy-search', 'diy-rich-text', 'diy-rubik-cube', 'diy-horz-line', 'diy-horz-blank', 'diy-video', 'diy-float-btn', 'diy-quick-nav', 'diy-hot-area', 'diy-follow-official-account'];

describe('NiuShop samples', () => {
  const validatePage = pageValidator();

  it.each(Object.keys(SAMPLE_FILES) as SampleName[])('%s converts with no issues, one node per component, valid against the page schema', (which) => {
    const sample = loadSample(which);
    const { page, issues } = adaptDiy(sample.value, { name: sample.name });
    expect(issues).toEqual([]);
    expect(page.schemaVersion).toBe(1);
    expect(page.id).toBe(`diy/${sample.name}`);
    expect(page.content).toHaveLength(sample.value.value.length);
    page.content.forEach((node, i) => {
      const c = sample.value.value[i]!;
      expect(node.type).toBe(diyWidgetType(c.componentName));
      if (typeof c.id === 'string') expect(node.id).toBe(c.id);
      for (const k of ['id', 'componentName', 'componentTitle', 'isDelete']) expect(node.props).not.toHaveProperty(k);
    });
    expect(new Set(page.content.map((n) => n.id)).size).toBe(page.content.length);
    const ok = validatePage(page);
    expect(validatePage.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('the sample components of our widgets validate against their props schemas', () => {
    const a = widgetAjv();
    let checked = 0;
    for (const which of Object.keys(SAMPLE_FILES) as SampleName[]) {
      for (const node of adaptDiy(loadSample(which).value).page.content) {
        if (!MINE.includes(node.type)) continue;
        const schema = widgetSchemas[`../widgets/${node.type}/props.schema.json`]?.default;
        expect(schema, node.type).toBeDefined();
        const validate = a.compile({ ...inlineCommonRefs(schema!), $id: undefined });
        const ok = validate(node.props);
        expect({ node: node.id, errors: validate.errors ?? [] }).toEqual({ node: node.id, errors: [] });
        expect(ok).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it('maps the home page global fields to meta', () => {
    const { page } = adaptDiy(loadSample('home').value, { name: 'DIY_VIEW_INDEX' });
    expect(page.meta).toEqual({
      pullRefresh: true,
      title: '官方模板一',
      background: '#F6F9FF',
      backgroundImage: '/addon/diy_default1/shop/view/public/img/bg.png',
      navBar: { show: true, style: 1, background: '#FFFFFF', textColor: '#333333', align: 'center', transparent: false },
      tabBar: true,
      share: { title: '官方模板一' },
    });
    expect(page.content.map((n) => n.type)).toEqual([
      'diy-search', 'diy-image-ads', 'diy-graphic-nav', 'diy-rubik-cube', 'diy-text', 'diy-coupon', 'diy-horz-blank',
      'diy-seckill', 'diy-pintuan', 'diy-bargain', 'diy-image-ads', 'diy-goods-list',
    ]);
  });

  it('maps nav transparency, alignment, the pop-up window, share fields and the bottom nav switch', () => {
    const member = adaptDiy(loadSample('member').value).page.meta!;
    expect(member.navBar?.transparent).toBe(true);
    expect(loadSample('category').value.global.textImgPosLink).toBe('left');
    expect(adaptDiy(loadSample('category').value).page.meta?.navBar?.align).toBe('left');

    const { page, issues } = adaptDiy({
      global: {
        title: 'T', navBarSwitch: false, navStyle: '3', topNavImg: 'upload/logo.png', openBottomNav: 0,
        moreLink: { name: 'INDEX', title: 'Home', wap_url: '/pages/index/index', parent: 'MALL_LINK' },
        popWindow: { imageUrl: 'upload/pop.png', count: '1', show: 1, link: { name: 'X', wap_url: '/pages/goods/list?x=1' }, imgWidth: '290', imgHeight: '410' },
        wechatShareTitle: 'Share me', wechatShareDesc: 'Desc', wechatShareImage: 'upload/share.jpg',
      },
      value: [],
    });
    expect(issues).toEqual([]);
    expect(page.meta).toMatchObject({
      title: 'T',
      tabBar: false,
      navBar: { show: false, style: 3, image: '/upload/logo.png', link: { name: 'INDEX', title: 'Home', wap_url: '/pages/index/index', parent: 'MALL_LINK' } },
      popWindow: { image: '/upload/pop.png', count: 1, link: { name: 'X', wap_url: '/pages/goods/list?x=1' }, width: 290, height: 410 },
      share: { title: 'Share me', desc: 'Desc', image: '/upload/share.jpg' },
    });
  });

  it('accepts a JSON string and the /api/diyview/info row whose value is a JSON string', () => {
    const sample = loadSample('member');
    const fromString = adaptDiy(JSON.stringify(sample.value), { name: 'DIY_VIEW_MEMBER_INDEX' });
    const fromRow = adaptDiy({ id: 3, name: 'DIY_VIEW_MEMBER_INDEX', title: '会员中心', value: JSON.stringify(sample.value) });
    expect(fromString.issues).toEqual([]);
    expect(fromRow.issues).toEqual([]);
    expect(fromRow.page).toEqual(fromString.page);
    expect(fromRow.page.id).toBe('diy/DIY_VIEW_MEMBER_INDEX');
    expect(isDiyDocument(sample.value)).toBe(true);
    expect(isDiyDocument(fromRow.page)).toBe(false);
  });
});

describe('names and ids', () => {
  it('kebab-cases component names into widget types', () => {
    expect(kebab('GoodsList')).toBe('goods-list');
    expect(kebab('ManyGoodsList')).toBe('many-goods-list');
    expect(kebab('FollowOfficialAccount')).toBe('follow-official-account');
    expect(kebab('HTMLBlock')).toBe('html-block');
    expect(kebab('text_extend')).toBe('text-extend');
    expect(diyWidgetType('Text')).toBe('diy-text');
    expect(diyWidgetType('RubikCube')).toBe('diy-rubik-cube');
    for (const bad of ['', '1Text', 'Text<script>', '../x', 'a'.repeat(80), 42, null, undefined, {}]) expect(diyWidgetType(bad)).toBeNull();
  });

  it('sanitises ids to [A-Za-z0-9_-] and keeps them unique', () => {
    expect(sanitizeId('a b"<c>/d_e-f')).toBe('abcd_e-f');
    expect(sanitizeId(12)).toBe('12');
    expect(sanitizeId({})).toBe('');
    const { page, issues } = adaptDiy({
      value: [
        { id: 'same', componentName: 'Text' },
        { id: 'same', componentName: 'Text' },
        { id: 's a m e', componentName: 'Text' },
        { id: '"<>"', componentName: 'HorzLine' },
        { componentName: 'HorzLine' },
        { id: 'x'.repeat(200), componentName: 'Text' },
      ],
    });
    const ids = page.content.map((n) => n.id);
    expect(ids).toEqual(['same', 'same-2', 'same-3', 'diy-horz-line-3', 'diy-horz-line-4', 'x'.repeat(64)]);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(issues.map((i) => i.path)).toEqual(['$.value[1].id', '$.value[2].id', '$.value[2].id', '$.value[3].id', '$.value[5].id']);
  });
});

describe('hostile documents', () => {
  it('missing or wrong-typed parts never throw', () => {
    for (const doc of [undefined, null, 42, 'not json', '[]', [], {}, { value: null }, { value: 'x' }, { global: 'x', value: [] }, { global: [], value: {} }, { value: [null, 1, 'x', [], {}] }]) {
      const { page, issues } = adaptDiy(doc);
      expect(page.schemaVersion).toBe(1);
      expect(Array.isArray(page.content)).toBe(true);
      expect(page.content).toEqual([]);
      expect(issues.length).toBeGreaterThan(0);
    }
    const r = adaptDiy({ value: [null, { componentName: 'Text' }, 'x', { componentName: 7 }] });
    expect(r.page.content.map((n) => n.type)).toEqual(['diy-text']);
    expect(r.issues.map((i) => i.path)).toEqual(['$.value[0]', '$.value[2]', '$.value[3].componentName']);
  });

  it('wrong-typed global fields fall back to defaults', () => {
    const { page, issues } = adaptDiy({ global: { title: { x: 1 }, pageBgColor: 'red;background:url(x)', navStyle: 'nine', topNavColor: 5, bgUrl: 'javascript:alert(1)', popWindow: 'x' }, value: [] });
    expect(page.meta).toEqual({ pullRefresh: true, navBar: { show: true, style: 1 }, tabBar: true });
    expect(issues.map((i) => i.path)).toEqual(['$.global.pageBgColor']);
  });

  it('unknown components still become nodes with their fields as props', () => {
    const { page, issues } = adaptDiy({ value: [{ id: 'z1', componentName: 'SomethingNew', foo: [1, 2], index: 3, lazyLoad: true }] });
    expect(issues).toEqual([]);
    expect(page.content).toEqual([{ id: 'z1', type: 'diy-something-new', props: { foo: [1, 2] } }]);
  });

  it('drops editor-only keys and the keys a component lists in `ignore`', () => {
    const { page } = adaptDiy({
      value: [{ id: 'a', componentName: 'Text', text: 'T', textColor: '#000', ignore: ['textColor'], sort: 1, verify: {}, tempData: {}, outerCountJs: 1, lazyLoadCss: 1, ignoreLoad: 1, index: 0, componentTitle: '标题', isDelete: 0 }],
    });
    expect(page.content[0]!.props).toEqual({ text: 'T' });
  });

  it('caps components, arrays, depth, strings and document size', () => {
    const many = adaptDiy({ value: Array.from({ length: 10_000 }, (_, i) => ({ id: `c${i}`, componentName: 'HorzBlank' })) });
    expect(many.page.content).toHaveLength(DIY_LIMITS.nodes);
    expect(many.issues).toEqual([{ path: '$.value', message: `10000 components; only the first ${DIY_LIMITS.nodes} are kept` }]);

    const bigList = adaptDiy({ value: [{ id: 'n', componentName: 'Notice', list: Array.from({ length: 5000 }, () => ({ title: 'x' })) }] });
    expect((bigList.page.content[0]!.props!.list as unknown[]).length).toBe(DIY_LIMITS.arrayItems);
    expect(bigList.issues[0]!.path).toBe('$.value[0].list');

    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 40; i++) deep = { d: deep };
    const nested = adaptDiy({ value: [{ id: 'd', componentName: 'Text', deep }] });
    expect(nested.issues).toHaveLength(1);
    expect(nested.issues[0]!.message).toMatch(/nested deeper/);
    expect(JSON.stringify(nested.page).length).toBeLessThan(2000);

    const longText = adaptDiy({ value: [{ id: 'r', componentName: 'RichText', html: 'a'.repeat(300_000) }] }, { limits: { bytes: 2_000_000 } });
    expect((longText.page.content[0]!.props!.html as string).length).toBe(DIY_LIMITS.stringLength);

    const huge = { value: [{ id: 'h', componentName: 'RichText', html: 'x'.repeat(1_100_000) }] };
    for (const doc of [huge, JSON.stringify(huge)]) {
      const r = adaptDiy(doc);
      expect(r.page.content).toEqual([]);
      expect(r.issues[0]!.message).toMatch(/larger than 1000000 bytes/);
    }
  });

  it('refuses cycles instead of looping', () => {
    const c: Record<string, unknown> = { id: 'c', componentName: 'Text' };
    c.self = c;
    const r = adaptDiy({ value: [c] });
    expect(r.page.content).toEqual([]);
    expect(r.issues[0]!.message).toMatch(/not JSON data/);
  });

  it('makes javascript: and other non-web links inert, keeps app routes and http(s)', () => {
    const link = (wap_url: string) => ({ name: 'CUSTOM_LINK', title: 'x', wap_url });
    const { page, issues } = adaptDiy({
      value: [
        {
          id: 'nav',
          componentName: 'GraphicNav',
          list: [
            { title: 'a', link: link('javascript:alert(1)') },
            { title: 'b', link: link(' JavaScript:alert(1)') },
            { title: 'c', link: link('data:text/html,<script>alert(1)</script>') },
            { title: 'd', link: link('//evil.example/x') },
            { title: 'e', link: link('vbscript:x') },
            { title: 'f', link: link('/pages/goods/detail?goods_id=1') },
            { title: 'g', link: link('https://example.com/a?b=1') },
            { title: 'h', link: link('pages/goods/list') },
          ],
        },
      ],
    });
    const urls = (page.content[0]!.props!.list as Array<{ link: { wap_url: string } }>).map((i) => i.link.wap_url);
    expect(urls).toEqual(['', '', '', '', '', '/pages/goods/detail?goods_id=1', 'https://example.com/a?b=1', 'pages/goods/list']);
    expect(issues.map((i) => i.path)).toEqual([0, 1, 2, 3, 4].map((i) => `$.value[0].list[${i}].link.wap_url`));
    expect(isSafeWapUrl('/pages/index/index')).toBe(true);
    expect(isSafeWapUrl('java\nscript:alert(1)')).toBe(false);
  });

  it('keeps rich text HTML as data (the widget sanitises it) and never lets merchant text run as a binding', () => {
    const html = '<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(1)">';
    const { page } = adaptDiy({ global: { title: 'Sale ${member.password}' }, value: [{ id: 'r', componentName: 'RichText', html }, { id: 't', componentName: 'Text', text: '${1+1} off ${site}' }] });
    expect(page.content[0]!.props!.html).toBe(html);
    // The renderer evaluates props and meta.title: escaped text comes back literally.
    expect(evaluate(page.content[1]!.props!.text as string, {} as never)).toBe('${1+1} off ${site}');
    expect(evaluate(page.meta!.title!, {} as never)).toBe('Sale ${member.password}');
    expect(escapeBindings('a $${b} ${c}')).toBe('a $$${b} $${c}');
    for (const literal of ['a $${b} ${c}', '$', '${', '$$${x}}', 'plain']) expect(evaluate(escapeBindings(literal), {} as never)).toBe(literal);
  });

  it('drops prototype keys', () => {
    const doc = JSON.parse('{"value":[{"id":"p","componentName":"Text","__proto__":{"polluted":1},"style":{"constructor":{"x":1},"ok":1}}]}') as unknown;
    const { page, issues } = adaptDiy(doc);
    const props = page.content[0]!.props!;
    expect(Object.prototype.hasOwnProperty.call(props, '__proto__')).toBe(false);
    expect(props.style).toEqual({ ok: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(issues.map((i) => i.path)).toEqual(['$.value[0].__proto__', '$.value[0].style.constructor']);
  });

  it('orders TopCategory first, then a fixed Search (NiuShop client order)', () => {
    const { page } = adaptDiy({
      value: [
        { id: 'a', componentName: 'Text' },
        { id: 's', componentName: 'Search', positionWay: 'fixed' },
        { id: 'b', componentName: 'ImageAds' },
        { id: 't', componentName: 'TopCategory' },
      ],
    });
    expect(page.content.map((n) => n.id)).toEqual(['t', 's', 'a', 'b']);
  });
});

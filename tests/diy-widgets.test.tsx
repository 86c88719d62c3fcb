/**
 * The static diy widgets as a set: the widget contract for each (manifest, strict schema, defaults,
 * renders with defaults), their props schemas name the common fields of src/diy/common.schema.json
 * by `$ref` (never a pasted copy) and read through inlineCommonRefs carry them exactly, and the home sample renders through the real renderer with one
 * element per static component.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { widgetAjv } from './widgetAjv.ts';
import type { ComponentType } from 'react';
import { defaultsFromSchema } from '../src/renderer/defaults.ts';
import type { WidgetManifest, WidgetProps } from '../src/renderer/types.ts';
import { PageRenderer } from '../src/renderer/PageRenderer.tsx';
import { runtimeWith } from '../src/renderer/testing.tsx';
import { setDevMode } from '../src/renderer/report.ts';
import { adaptDiy } from '../src/diy/adapter.ts';
import { i18n, loadNamespaces } from '../src/i18n/index.ts';
import common from '../src/diy/common.schema.json';
import { inlineCommonRefs } from '../src/diy/schemaRefs.ts';
import { loadSample } from './diy-samples.ts';

import text from '../widgets/diy-text/index.ts';
import notice from '../widgets/diy-notice/index.ts';
import graphicNav from '../widgets/diy-graphic-nav/index.ts';
import imageAds from '../widgets/diy-image-ads/index.ts';
import search from '../widgets/diy-search/index.ts';
import richText from '../widgets/diy-rich-text/index.ts';
import rubikCube from '../widgets/diy-rubik-cube/index.ts';
import horzLine from '../widgets/diy-horz-line/index.ts';
import horzBlank from '../widgets/diy-horz-blank/index.ts';
import video from '../widgets/diy-video/index.ts';
import floatBtn from '../widgets/diy-float-btn/index.ts';
import quickNav from '../widgets/diy-quick-nav/index.ts';
import hotArea from '../widgets/diy-hot-area/index.ts';
import follow from '../widgets/diy-follow-official-account/index.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const MANIFESTS: Array<WidgetManifest<any>> = [text, notice, graphicNav, imageAds, search, richText, rubikCube, horzLine, horzBlank, video, floatBtn, quickNav, hotArea, follow];
const schemas = import.meta.glob<{ default: Record<string, unknown> }>('../widgets/diy-*/props.schema.json', { eager: true });


beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['diy']);
});

const COMMON_REF = /^\.\.\/\.\.\/src\/diy\/common\.schema\.json#\/(properties|definitions)\/([A-Za-z]+)$/;

describe('the common diy fields live once, in src/diy/common.schema.json', () => {
  const files = Object.entries(schemas);
  it.each(files.map(([f, m]) => [f.split('/')[2]!, m.default] as const))('%s names each common field and shared definition by $ref', (_type, raw) => {
    const props = raw.properties as Record<string, Record<string, unknown>>;
    const named = Object.keys(common.properties).filter((k) => k in props);
    expect(named).toEqual(Object.keys(common.properties)); // every diy widget has all of them
    for (const key of named) {
      const { $ref, ...rest } = props[key]!;
      expect({ key, ref: COMMON_REF.exec(String($ref))?.slice(1) }).toEqual({ key, ref: ['properties', key] });
      // Beside the $ref at most the widget's own default (an addon's addonName), never a copy.
      expect(Object.keys(rest).filter((k) => k !== 'default')).toEqual([]);
    }
    for (const [key, def] of Object.entries((raw.definitions ?? {}) as Record<string, Record<string, unknown>>)) {
      if (key in common.definitions) expect(def).toEqual({ $ref: `../../src/diy/common.schema.json#/definitions/${key}` });
    }
    expect(files.length).toBeGreaterThanOrEqual(30);
  });
});

describe.each(MANIFESTS.map((m) => [m.type, m] as const))('%s', (type, manifest) => {
  const schema = inlineCommonRefs(schemas[`../widgets/${type}/props.schema.json`]?.default as Record<string, unknown>);

  it('has a manifest named after its folder, loading the diy texts', () => {
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.namespaces).toEqual(['diy']);
  });

  it('has a strict props schema with the common fields of src/diy/common.schema.json', () => {
    expect(() => widgetAjv().compile(schema)).not.toThrow();
    const props = schema.properties as Record<string, unknown>;
    for (const [key, def] of Object.entries(common.properties)) expect({ key, def: props[key] }).toEqual({ key, def });
    const defs = (schema.definitions ?? {}) as Record<string, unknown>;
    for (const [key, def] of Object.entries(defs)) expect(def).toEqual((common.definitions as Record<string, unknown>)[key]);
  });

  it('exports the schema defaults, which validate, and renders them', async () => {
    const mod = await manifest.load();
    const defaults = defaultsFromSchema(schema);
    expect(mod.defaults).toEqual(defaults);
    const validate = widgetAjv().compile(schema);
    expect(validate(defaults)).toBe(true);
    const Component = mod.default as ComponentType<WidgetProps>;
    const view = render(<Component props={defaults} node={{ id: 'x', type }} emit={async () => {}} renderSlot={() => null} />);
    view.unmount();
  });
});

describe('the home sample through the renderer', () => {
  it('renders every static component of the sample (data-driven ones are left to their widgets)', async () => {
    setDevMode(false);
    const { page } = adaptDiy(loadSample('home').value, { name: 'DIY_VIEW_INDEX' });
    // Only the static components: the data-driven widgets would call the API here.
    const mine = new Set(MANIFESTS.map((m) => m.type));
    const staticNodes = page.content.filter((n) => mine.has(n.type));
    const runtime = runtimeWith({ ...page, content: staticNodes });
    await runtime.start();
    const { container } = render(<PageRenderer runtime={runtime} globals={{ member: null, site: {}, cart: {} }} />);
    expect(staticNodes.map((n) => n.type)).toEqual(['diy-search', 'diy-image-ads', 'diy-graphic-nav', 'diy-rubik-cube', 'diy-text', 'diy-horz-blank', 'diy-image-ads']);
    await waitFor(() => {
      for (const n of staticNodes) expect(container.querySelector(`[data-node-id="${n.id}"]`), n.id).not.toBeNull();
    });
    expect(container.textContent).toContain('请输入搜索关键词');
    expect(container.textContent).toContain('优惠专区');
    setDevMode(null);
  });
});

/** `value` with every in-app link (a NiuShop link object's `wap_url` under /) aimed at `path`. */
function aimLinks(value: unknown, path: string): unknown {
  if (Array.isArray(value)) return value.map((v) => aimLinks(v, path));
  if (!value || typeof value !== 'object') return value;
  const o = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, aimLinks(v, path)]));
  return typeof o.wap_url === 'string' && o.wap_url.startsWith('/') ? { ...o, wap_url: path } : o;
}

describe("merchant-configured entries stay where NiuShop's would (issue 18)", () => {
  // A page this shop has not built yet: the tap opens the "not available yet" page, the entry stays.
  const UNBUILT = '/pages_promotion/blindbox/my_box';

  it.each(['home', 'member'] as const)('every linked entry of the %s sample still shows when its page is not built', async (sample) => {
    setDevMode(false);
    const { page } = adaptDiy(loadSample(sample).value, { name: sample });
    const mine = new Set(MANIFESTS.map((m) => m.type));
    const nodes = page.content.filter((n) => mine.has(n.type));
    const shown = async (content: typeof nodes) => {
      const runtime = runtimeWith({ ...page, content });
      await runtime.start();
      const view = render(<PageRenderer runtime={runtime} globals={{ member: null, site: {}, cart: {} }} />);
      await waitFor(() => {
        for (const n of content) expect(view.container.querySelector(`[data-node-id="${n.id}"]`) ?? n.type === 'diy-follow-official-account', n.id).toBeTruthy();
      });
      const hrefs = Array.from(view.container.querySelectorAll('a[href]'), (a) => a.getAttribute('href')!);
      view.unmount();
      return hrefs;
    };
    const before = await shown(nodes);
    const after = await shown(nodes.map((n) => ({ ...n, props: aimLinks(n.props, UNBUILT) as typeof n.props })));
    // the same entries, now aimed at the unbuilt page (a widget's own links, such as search's, stay)
    expect(after.length).toBe(before.length);
    expect(after.filter((h) => h === `/h5${UNBUILT}`).length).toBeGreaterThan(0);
    setDevMode(null);
  });
});

/** React event props (`onClick`, `onScroll`…) of `el` and everything inside it, as `tag.onX`. */
function handlersIn(el: Element): string[] {
  const out: string[] = [];
  for (const e of [el, ...Array.from(el.querySelectorAll('*'))]) {
    const key = Object.keys(e).find((k) => k.startsWith('__reactProps$'));
    const props = key ? ((e as unknown as Record<string, Record<string, unknown>>)[key] ?? {}) : {};
    for (const name of Object.keys(props)) if (/^on[A-Z]/.test(name) && typeof props[name] === 'function') out.push(`${e.tagName.toLowerCase()}.${name}`);
  }
  return out;
}

describe('static islands (src/renderer/staticIslands.ts)', () => {
  it.each(['home', 'member', 'category'] as const)('a block of the %s sample marked data-static has no handler but its links', async (sample) => {
    setDevMode(false);
    const { page } = adaptDiy(loadSample(sample).value, { name: sample });
    const mine = new Set(MANIFESTS.map((m) => m.type));
    const nodes = page.content.filter((n) => mine.has(n.type));
    const runtime = runtimeWith({ ...page, content: nodes });
    await runtime.start();
    const { container } = render(<PageRenderer runtime={runtime} globals={{ member: null, site: {}, cart: {} }} />);
    await waitFor(() => {
      for (const n of nodes) expect(container.querySelector(`[data-node-id="${n.id}"]`) ?? n.type === 'diy-follow-official-account', n.id).toBeTruthy();
    });
    const marked = Array.from(container.querySelectorAll('[data-static]'));
    // The app keeps these as server markup without their code: only DiyLink's taps, which the
    // island hands to the navigator itself, may be there, and DiyImage's error handler (a picture
    // that fails, alt "", shows the box's placeholder colour with or without it).
    const allowed = new Set(['a.onClick', 'img.onError']);
    for (const el of marked) expect(handlersIn(el).filter((h) => !allowed.has(h)), el.className).toEqual([]);
    if (sample === 'home') {
      // Every static component of the home sample needs no code (its banner is one picture).
      expect(marked.map((el) => el.getAttribute('data-node-id'))).toEqual(nodes.map((n) => n.id));
    }
    setDevMode(null);
  });
});

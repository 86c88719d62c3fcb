/**
 * The widget contract, for EVERY widgets/<type>/ folder:
 * - index.ts default-exports a defineWidget() manifest whose type is the folder name;
 * - props.schema.json compiles with ajv in strict mode (union types allowed, as tests/schemas.test.ts;
 *   the one keyword of our own, `x-studio-widget`, names a studio field widget the studio has);
 * - the defaults the component exports equal the schema's defaults and validate (they are generated
 *   into props.gen.ts by `npm run gen`: no widget file but its tests imports props.schema.json);
 * - presets.json (optional) is an object of named prop sets, each valid (over the defaults);
 * - the component renders with its defaults, and with each preset, without throwing.
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { widgetAjv } from './widgetAjv.ts';
import type { ComponentType } from 'react';
import { defaultsFromSchema } from '../src/renderer/defaults.ts';
import { inlineCommonRefs } from '../src/diy/schemaRefs.ts';
import type { WidgetManifest, WidgetProps } from '../src/renderer/types.ts';

const manifests = import.meta.glob<{ default: WidgetManifest }>('../widgets/*/index.ts', { eager: true });
const schemas = import.meta.glob<{ default: Record<string, unknown> }>('../widgets/*/props.schema.json', { eager: true });
const presets = import.meta.glob<{ default: Record<string, unknown> }>('../widgets/*/presets.json', { eager: true });
const folders = import.meta.glob('../widgets/*/*', { eager: false });
const sources = import.meta.glob<string>(['../widgets/*/*.ts', '../widgets/*/*.tsx', '!../widgets/*/*.test.ts', '!../widgets/*/*.test.tsx'], { eager: true, query: '?raw', import: 'default' });

const folderNames = [...new Set(Object.keys(folders).map((k) => k.split('/')[2] as string))].sort();


const noop = async () => {};

describe('widget contract', () => {
  it('finds the widget folders', () => {
    expect(folderNames.length).toBeGreaterThan(0);
  });

  it('no widget code imports a JSON Schema at run time (defaults come from props.gen.ts)', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(folderNames.length);
    const importers = Object.entries(sources)
      .filter(([, code]) => /from\s+['"][^'"]*\.schema\.json['"]|import\(\s*['"][^'"]*\.schema\.json['"]/.test(code))
      .map(([file]) => file);
    expect(importers).toEqual([]);
  });

  for (const folder of folderNames) {
    describe(folder, () => {
      const manifest = manifests[`../widgets/${folder}/index.ts`]?.default;
      // Read as every reader reads it: the common diy fields ($refs into src/diy/common.schema.json) inlined.
      const raw = schemas[`../widgets/${folder}/props.schema.json`]?.default;
      const schema = raw === undefined ? undefined : inlineCommonRefs(raw);
      const presetFile = presets[`../widgets/${folder}/presets.json`]?.default;

      it('has a manifest whose type is the folder name', () => {
        expect(manifest, `widgets/${folder}/index.ts must default-export defineWidget({...})`).toBeDefined();
        expect(manifest?.type).toBe(folder);
        expect(typeof manifest?.version).toBe('string');
        expect(typeof manifest?.load).toBe('function');
      });

      it('has a props schema that compiles in strict mode', () => {
        expect(schema, `widgets/${folder}/props.schema.json is missing`).toBeDefined();
        expect(() => widgetAjv().compile(schema as object)).not.toThrow();
        expect((schema as { type?: unknown }).type).toBe('object');
      });

      it('exports the schema defaults, and they validate', async () => {
        const mod = await manifest!.load();
        const fromSchema = defaultsFromSchema(schema);
        expect(mod.defaults ?? {}).toEqual(fromSchema);
        const validate = widgetAjv().compile(schema as object);
        const ok = validate(fromSchema);
        expect(validate.errors ?? []).toEqual([]);
        expect(ok).toBe(true);
      });

      it('has valid presets (if any)', () => {
        if (presetFile === undefined) return;
        expect(typeof presetFile).toBe('object');
        const validate = widgetAjv().compile(schema as object);
        for (const [name, preset] of Object.entries(presetFile)) {
          const ok = validate({ ...defaultsFromSchema(schema), ...(preset as object) });
          expect({ preset: name, errors: validate.errors ?? [] }).toEqual({ preset: name, errors: [] });
          expect(ok).toBe(true);
        }
      });

      it('renders with its defaults and each preset', async () => {
        const mod = await manifest!.load();
        const Component = mod.default as ComponentType<WidgetProps>;
        const defaults = defaultsFromSchema<Record<string, unknown>>(schema);
        const cases: Array<[string, Record<string, unknown>]> = [['defaults', defaults]];
        for (const [name, preset] of Object.entries(presetFile ?? {})) cases.push([name, { ...defaults, ...(preset as object) }]);
        for (const [name, props] of cases) {
          const node = { id: `contract-${folder}`, type: folder, props };
          const view = render(<Component props={props} node={node} emit={noop} renderSlot={() => null} />);
          expect(view.container, `${folder} (${name})`).toBeDefined();
          view.unmount();
        }
      });
    });
  }
});

// The palette: every merchant component the build has (widgets/diy-*/props.schema.json),
// grouped as NiuShop groups them, without the components of addons that are off. Generated:
// a new widget folder with a props schema appears here (as an extension) with no studio code.
import { defaultsFromSchema } from '../../renderer/defaults.ts';
import { inlineCommonRefs } from '../../diy/schemaRefs.ts';
import { fieldsOf, type Field } from '../form/fields.ts';
import { componentNameOf, NIUSHOP_REGISTRY, type PaletteGroup } from './niushop.ts';

type Schema = Record<string, unknown>;

export interface PaletteEntry {
  type: string;
  componentName: string;
  /** Names by language: NiuShop's Chinese title from the schema's description, else the name spelled out. */
  names: { 'zh-cn': string; 'en-us': string };
  group: PaletteGroup;
  addon?: string;
  max?: number;
  only?: string;
  schema: Schema;
  defaults: Record<string, unknown>;
  fields: Field[];
}

export const GROUPS: readonly PaletteGroup[] = ['SYSTEM', 'PROMOTION', 'EXTEND'];

const FOLDER = /\/widgets\/(diy-[a-z0-9-]+)\/props\.schema\.json$/;

/** "NiuShop Search (搜索框): …" → ["Search", "搜索框"]. */
function namesOf(schema: Schema, componentName: string): PaletteEntry['names'] {
  const text = typeof schema.description === 'string' ? schema.description : '';
  const m = /^NiuShop\s+([A-Za-z]+)\s*\(([^)]+)\)/.exec(text);
  const en = (m?.[1] ?? componentName).replace(/([a-z])([A-Z])/g, '$1 $2');
  return { 'zh-cn': m?.[2] ?? en, 'en-us': en };
}

/** Palette entries of the given props schemas (by file path), for a shop with these addons. */
export function buildPalette(schemas: Record<string, unknown>, addons: Record<string, number> | null): PaletteEntry[] {
  const out: PaletteEntry[] = [];
  for (const [file, raw] of Object.entries(schemas)) {
    const type = FOLDER.exec(file)?.[1];
    if (!type || typeof raw !== 'object' || raw === null) continue;
    // The common diy fields (`$ref`s into src/diy/common.schema.json) as plain properties of the form.
    const schema = inlineCommonRefs(raw as Schema);
    const componentName = componentNameOf(type);
    const facts = NIUSHOP_REGISTRY[componentName] ?? { group: 'EXTEND' as const };
    if (facts.addon && addons && addons[facts.addon] !== 1) continue;
    out.push({
      type,
      componentName,
      names: namesOf(schema, componentName),
      ...facts,
      schema,
      defaults: defaultsFromSchema<Record<string, unknown>>(schema),
      fields: fieldsOf(schema),
    });
  }
  return out;
}

/** Every diy widget's props schema of this build. */
export const WIDGET_SCHEMAS: Record<string, unknown> = import.meta.glob('../../../widgets/diy-*/props.schema.json', { eager: true, import: 'default' });

/**
 * The strict Ajv the tests check widget props schemas and page documents with: formats, and our
 * own keyword `x-studio-widget` (the studio's field widget for a property, src/studio/form/fields.ts),
 * whose values are the studio's field widgets.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { STUDIO_WIDGETS } from '../src/studio/form/fields.ts';

export function widgetAjv(): Ajv {
  const a = new Ajv({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats(a);
  a.addKeyword({ keyword: 'x-studio-widget', metaSchema: { enum: [...STUDIO_WIDGETS] } });
  return a;
}

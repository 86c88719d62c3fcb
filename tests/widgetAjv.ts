/**
 * The strict Ajv the tests check widget props schemas and page documents with: formats, and our
 * own keywords `x-studio-widget` (the studio's field widget for a property, src/studio/form/fields.ts),
 * whose values are the studio's field widgets, and `x-merchant-text` (a text the merchant gives per
 * language, edited side by side: docs/merchant-texts.md).
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { MERCHANT_TEXT, STUDIO_WIDGETS } from '../src/studio/form/fields.ts';

export function widgetAjv(): Ajv {
  const a = new Ajv({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats(a);
  a.addKeyword({ keyword: 'x-studio-widget', metaSchema: { enum: [...STUDIO_WIDGETS] } });
  a.addKeyword({ keyword: MERCHANT_TEXT, metaSchema: { type: 'boolean' } });
  return a;
}

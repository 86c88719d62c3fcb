// Argument shapes, mirrored by schemas/validation-rule.schema.json#/definitions (a test keeps them equal).
import type { JsonSchema } from './types.ts';

export const NUMBER_RANGE: JsonSchema = {
  description: '[min, max] or NiuShop\'s "min,max".',
  oneOf: [
    { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 },
    { type: 'string', pattern: '^\\s*[-+]?\\d+(\\.\\d+)?\\s*,\\s*[-+]?\\d+(\\.\\d+)?\\s*$' },
  ],
};

export const LENGTH_RANGE: JsonSchema = {
  description: '[min, max] characters or NiuShop\'s "min,max".',
  oneOf: [
    { type: 'array', items: { type: 'integer', minimum: 0 }, minItems: 2, maxItems: 2 },
    { type: 'string', pattern: '^\\s*\\d+\\s*,\\s*\\d+\\s*$' },
  ],
};

export const COMPARE_WITH: JsonSchema = {
  description: '{"field": "<other field>"} compares with another field of the form; anything else is a literal value.',
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['field'],
      properties: { field: { type: 'string', minLength: 1, maxLength: 64 } },
    },
    { type: 'string', maxLength: 500 },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'null' },
  ],
};

export const PATTERN: JsonSchema = {
  description: 'A JavaScript regular expression source, without slashes or flags.',
  type: 'string',
  minLength: 1,
  maxLength: 500,
};

export const ALLOWED_VALUES: JsonSchema = {
  description: 'Allowed values: an array or NiuShop\'s comma-separated string.',
  oneOf: [
    { type: 'array', minItems: 1, maxItems: 500, items: { anyOf: [{ type: 'string', maxLength: 500 }, { type: 'number' }] } },
    { type: 'string', minLength: 1, maxLength: 5000 },
  ],
};

export const COUNT: JsonSchema = {
  description: 'A number of characters (or of items for lists).',
  type: 'integer',
  minimum: 0,
  maximum: 100000,
};

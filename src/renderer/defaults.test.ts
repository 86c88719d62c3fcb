import { describe, expect, it } from 'vitest';
import { defaultsFromSchema } from './defaults.ts';

describe('defaultsFromSchema', () => {
  it('takes property defaults, builds nested objects from their properties, skips the rest', () => {
    const schema = {
      type: 'object',
      properties: {
        text: { type: 'string', default: 'hi' },
        size: { type: 'number', default: 14 },
        list: { type: 'array', default: [{ a: 1 }] },
        margin: { type: 'object', properties: { top: { type: 'number', default: 0 }, both: { type: 'number', default: 8 } } },
        explicit: { type: 'object', default: { x: 1 }, properties: { y: { type: 'number', default: 2 } } },
        nothing: { type: 'object', properties: { z: { type: 'number' } } },
        free: { type: 'string' },
      },
    };
    const d = defaultsFromSchema<Record<string, unknown>>(schema);
    expect(d).toEqual({ text: 'hi', size: 14, list: [{ a: 1 }], margin: { top: 0, both: 8 }, explicit: { x: 1 } });
    // copies, not shared references
    (d.list as Array<{ a: number }>)[0]!.a = 9;
    expect(defaultsFromSchema<Record<string, unknown>>(schema).list).toEqual([{ a: 1 }]);
  });

  it('tolerates non-schemas', () => {
    expect(defaultsFromSchema(null)).toEqual({});
    expect(defaultsFromSchema({ properties: 3 })).toEqual({});
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPageSchema, parseMaybeJson, readDiyDocument } from './read.ts';

const ours = { schemaVersion: 1, content: [{ id: 'a', type: 'diy-text', props: {} }] };
const raw = { global: { title: 'X' }, value: [{ componentName: 'Text', id: 'n1' }] };

describe('readDiyDocument (the diy reader of both the browser and the server)', () => {
  it('takes our page schema as it is, in value (a JSON string) or in schema', () => {
    expect(readDiyDocument(ours)).toEqual({ page: ours });
    expect(readDiyDocument(JSON.stringify(ours))).toEqual({ page: ours });
    expect(readDiyDocument({ value: JSON.stringify(ours) })).toEqual({ page: ours });
    expect(readDiyDocument({ value: '{"global":{}}', schema: ours })).toEqual({ page: ours });
  });

  it('hands raw NiuShop JSON to the adapter: in value, as a string or not, or the row itself', () => {
    expect(readDiyDocument({ value: JSON.stringify(raw) })).toEqual({ raw });
    expect(readDiyDocument({ value: raw })).toEqual({ raw });
    expect(readDiyDocument({ value: { value: [] } })).toEqual({ raw: { value: [] } });
    expect(readDiyDocument(raw)).toEqual({ raw });
  });

  it('answers null for what cannot be rendered', () => {
    for (const v of [null, undefined, 'nonsense', '{broken', 3, [], { value: 'x' }, { schema: { content: [] } }]) expect(readDiyDocument(v)).toBeNull();
  });

  it('parses only strings that hold an object, and knows our pages by schemaVersion and content', () => {
    expect(parseMaybeJson(' {"a":1}')).toEqual({ a: 1 });
    expect(parseMaybeJson('[1]')).toBe('[1]');
    expect(parseMaybeJson('{x')).toBe('{x');
    expect(isPageSchema(ours)).toBe(true);
    expect(isPageSchema({ schemaVersion: 1 })).toBe(false);
    expect(isPageSchema([ours])).toBe(false);
  });

  it('is the only diy reader: no other file of src/ or server/ defines one', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const f = path.join(dir, e.name);
        if (e.isDirectory()) walk(f);
        else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !['src/diy/read.ts', 'src/diy/pageSchema.ts'].includes(path.relative(root, f))) {
          if (/function (?:isPageSchema|parseMaybeJson|readDiyDocument)\b/.test(fs.readFileSync(f, 'utf8'))) offenders.push(path.relative(root, f));
        }
      }
    };
    for (const dir of ['src', 'server']) walk(path.join(root, dir));
    expect(offenders).toEqual([]);
  });
});

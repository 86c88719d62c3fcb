// schemas/validation-rule.schema.json: compiles strictly, accepts what the rules accept, and its
// argument shapes equal the rules' argSchema.
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import type { AnySchemaObject } from 'ajv';
import schemaJson from '../../schemas/validation-rule.schema.json';
import { RULE_NAMES, getRule } from './rules/index.ts';

const schema = schemaJson as unknown as AnySchemaObject & {
  oneOf: Array<{ properties: { rule: { const: string }; arg?: { $ref: string } } }>;
  definitions: Record<string, unknown>;
};
const ID = 'https://shop.local/schemas/validation-rule.schema.json';

const ajv = new Ajv({ strict: true, allErrors: true });
ajv.addSchema(schema);
const validateRule = ajv.getSchema(ID);
const validateFieldRules = ajv.compile({ $ref: `${ID}#/definitions/FieldRules` });

describe('validation-rule.schema.json', () => {
  it('compiles in ajv strict mode', () => {
    expect(validateRule).toBeTypeOf('function');
    expect(() => new Ajv({ strict: true }).compile(schema)).not.toThrow();
  });

  it('has one branch per rule, and each argument shape equals the rule\'s argSchema', () => {
    const branches = schema.oneOf.map((branch) => branch.properties.rule.const);
    expect([...branches].sort()).toEqual([...RULE_NAMES].sort());
    for (const branch of schema.oneOf) {
      const rule = getRule(branch.properties.rule.const);
      const ref = branch.properties.arg?.$ref;
      const argSchema = ref === undefined ? undefined : schema.definitions[ref.replace('#/definitions/', '')];
      expect(argSchema, branch.properties.rule.const).toEqual(rule?.argSchema);
    }
  });

  it('accepts a sample rule set', () => {
    const sample = {
      mobile: [{ rule: 'required', message: 'mobileRequired' }, { rule: 'phoneno', message: 'mobileInvalid' }],
      nickname: [{ rule: 'length', arg: '1,20' }, { rule: 'length', arg: [1, 20] }],
      age: [{ rule: 'int' }, { rule: 'between', arg: [0, 150] }, { rule: 'betweenD', arg: '0,150' }],
      amount: [{ rule: 'betweenF', arg: '0.01,99999.99' }, { rule: 'between', arg: ' -1.5 , 2 ' }],
      password: [{ rule: 'lengthMin', arg: 6, message: 'passwordTooShort' }, { rule: 'lengthMax', arg: 32 }],
      re_password: [{ rule: 'same', arg: { field: 'password' }, message: 'passwordMismatch' }],
      new_mobile: [{ rule: 'notsame', arg: { field: 'old_mobile' } }, { rule: 'notsame', arg: '13800138000' }],
      agree: [{ rule: 'same', arg: true }],
      email: [{ rule: 'email' }],
      zip: [{ rule: 'zipcode' }],
      code: [{ rule: 'regex', arg: '^\\d{4}$' }],
      sex: [{ rule: 'in', arg: [0, 1, 2] }, { rule: 'in', arg: '0,1,2' }],
      area: [{ rule: 'notnull', message: 'areaRequired' }],
    };
    const ok = validateFieldRules(sample);
    expect(validateFieldRules.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it.each<[string, unknown]>([
    ['unknown rule', { rule: 'custom' }],
    ['missing rule', { arg: 1 }],
    ['extra property', { rule: 'required', label: 'x' }],
    ['argument on a rule without one', { rule: 'required', arg: 1 }],
    ['missing argument', { rule: 'between' }],
    ['range of three', { rule: 'between', arg: [1, 2, 3] }],
    ['range text', { rule: 'between', arg: 'one,two' }],
    ['negative length', { rule: 'length', arg: [-1, 3] }],
    ['fractional length', { rule: 'length', arg: '1.5,3' }],
    ['count as text', { rule: 'lengthMin', arg: '6' }],
    ['negative count', { rule: 'lengthMax', arg: -1 }],
    ['long pattern', { rule: 'regex', arg: 'x'.repeat(501) }],
    ['empty pattern', { rule: 'regex', arg: '' }],
    ['empty list', { rule: 'in', arg: [] }],
    ['field ref with extras', { rule: 'same', arg: { field: 'a', x: 1 } }],
    ['array to compare', { rule: 'same', arg: [1] }],
    ['empty message', { rule: 'required', message: '' }],
  ])('rejects %s', (_label, rule) => {
    expect(validateRule?.(rule)).toBe(false);
  });

  it('rejects bad field rule maps', () => {
    expect(validateFieldRules({ 'bad name': [{ rule: 'required' }] })).toBe(false);
    expect(validateFieldRules(JSON.parse('{"__proto__": [{"rule": "required"}]}'))).toBe(false);
    expect(validateFieldRules({ a: { rule: 'required' } })).toBe(false);
    expect(validateFieldRules({ a: Array.from({ length: 21 }, () => ({ rule: 'required' })) })).toBe(false);
  });
});

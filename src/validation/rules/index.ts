// The rule table. Adding a rule: one file here, one line below, one branch in
// schemas/validation-rule.schema.json, and its default message in both validation.json files.
import type { RuleDefinition } from '../types.ts';
import { between } from './between.ts';
import { betweenD } from './betweenD.ts';
import { betweenF } from './betweenF.ts';
import { email } from './email.ts';
import { inList } from './in.ts';
import { int } from './int.ts';
import { length } from './length.ts';
import { lengthMax } from './lengthMax.ts';
import { lengthMin } from './lengthMin.ts';
import { notnull } from './notnull.ts';
import { notsame } from './notsame.ts';
import { phoneno } from './phoneno.ts';
import { regex } from './regex.ts';
import { required } from './required.ts';
import { same } from './same.ts';
import { zipcode } from './zipcode.ts';

const ALL: readonly RuleDefinition[] = [
  required, length, int, between, betweenD, betweenF, same, notsame,
  email, phoneno, zipcode, regex, inList, notnull, lengthMin, lengthMax,
];

export const RULES: ReadonlyMap<string, RuleDefinition> = new Map(ALL.map((rule) => [rule.name, rule]));
export const RULE_NAMES: readonly string[] = ALL.map((rule) => rule.name);

export function getRule(name: string): RuleDefinition | undefined {
  return RULES.get(name);
}

import type { FieldRules, RuleDeclaration } from '../../validation/types.ts';

/** The declared account rules plus one complexity rule per class the config asks for (after the password's own). */
export function withComplexity(rules: FieldRules, complexity: unknown, byClass: Readonly<Record<string, { rule?: unknown }>> | undefined): FieldRules {
  const wanted = String(complexity ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const extra: RuleDeclaration[] = [];
  for (const name of wanted) {
    const rule = byClass && Object.prototype.hasOwnProperty.call(byClass, name) ? byClass[name] : undefined;
    if (rule && typeof rule.rule === 'string') extra.push(rule as RuleDeclaration);
  }
  if (extra.length === 0 || !('password' in rules)) return rules;
  const out: Record<string, readonly RuleDeclaration[]> = {};
  for (const [field, list] of Object.entries(rules)) out[field] = field === 'password' ? [...list, ...extra] : list;
  return out;
}

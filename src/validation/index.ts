// Public surface of the form rules, safe for the server. Forms judge with './formErrors.ts' through
// './useRulesForm.ts' (React, in the form widgets' chunks).
export { check, checkAll, checkField, failureMessageKey, VALIDATION_NAMESPACE } from './check.ts';
export type { FieldLabels } from './check.ts';
export { RULES, RULE_NAMES, getRule } from './rules/index.ts';
export { compilePattern, MAX_PATTERN_LENGTH } from './pattern.ts';
export type { CheckFailure, FieldRules, FormValues, JsonSchema, RuleDeclaration, RuleDefinition } from './types.ts';
